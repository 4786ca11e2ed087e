import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import {
  StaffReferrals,
  type StaffReferralFilter,
} from '../../../components/referrals/staff-referrals';
import { paths } from '../../../config/paths';
import { useAgentConvertReferral, useAgentRefuseReferral } from '../api/decide-agent-referral';
import { useAgentReferrals } from '../api/get-agent-referrals';

/** /area-riservata/segnalazioni for an internal agent: its linked agencies' referrals to decide. */
export function AgentReferralsPage() {
  const [filter, setFilter] = useState<StaffReferralFilter>('nuova');
  const query = useAgentReferrals(filter);
  const convert = useAgentConvertReferral();
  const refuse = useAgentRefuseReferral();
  return (
    <>
      <PageHeader eyebrow="Area Riservata" title="Segnalazioni delle tue agenzie">
        <p>
          I clienti che le agenzie collegate hanno segnalato: trasformali in appuntamento o
          rifiutali indicando il motivo.
        </p>
      </PageHeader>
      <StaffReferrals
        query={query}
        filter={filter}
        onFilter={setFilter}
        onConvert={convert.mutateAsync}
        onRefuse={refuse.mutateAsync}
        leadHref={(id) => paths.reserved.appointmentSteps(id)}
      />
    </>
  );
}
