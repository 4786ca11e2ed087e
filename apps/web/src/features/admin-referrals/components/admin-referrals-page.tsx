import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import {
  StaffReferrals,
  type StaffReferralFilter,
} from '../../../components/referrals/staff-referrals';
import { paths } from '../../../config/paths';
import { useAdminConvertReferral, useAdminRefuseReferral } from '../api/decide-admin-referral';
import { useAdminReferrals } from '../api/get-admin-referrals';

/** /admin/segnalazioni: the agencies' referrals, the earlier report of a flagged one beside it. */
export function AdminReferralsPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<StaffReferralFilter>(
    params.get('stato') === 'tutte' ? 'tutte' : 'nuova',
  );
  const query = useAdminReferrals(filter);
  const convert = useAdminConvertReferral();
  const refuse = useAdminRefuseReferral();
  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Segnalazioni delle agenzie">
        <p>
          I clienti segnalati dalle agenzie. Un cliente già segnalato o registrato nella finestra di
          protezione mostra accanto la segnalazione precedente: decidi tu.
        </p>
      </PageHeader>
      <StaffReferrals
        query={query}
        filter={filter}
        onFilter={setFilter}
        onConvert={convert.mutateAsync}
        onRefuse={refuse.mutateAsync}
        leadHref={() => paths.admin.appointments}
      />
    </>
  );
}
