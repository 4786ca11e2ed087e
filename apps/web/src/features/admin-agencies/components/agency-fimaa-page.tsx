import { useMemo } from 'react';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading } from '../../../components/ui';
import { useAgencies } from '../api/get-agencies';
import { AgencyTable } from './agency-table';
import styles from './agencies.module.css';

/** /admin/agenzie/fimaalist: the agencies registered through the FIMAA form (decisions.md). */
export function AgencyFimaaPage() {
  const agencies = useAgencies();
  const fimaa = useMemo(
    () => (agencies.data ?? []).filter((a) => a.fimaaRegister),
    [agencies.data],
  );
  if (agencies.isPending) return <Loading label="Caricamento delle agenzie…" />;
  if (agencies.isError)
    return <InlineError error={agencies.error} onRetry={() => void agencies.refetch()} />;
  return (
    <>
      <p className={styles.hint}>Agenzie iscritte a FIMAA registrate dal modulo dedicato.</p>
      <AgencyTable agencies={fimaa} label="Agenzie FIMAA" />
    </>
  );
}
