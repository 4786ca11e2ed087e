import { InlineError } from '../../../components/layout/inline-error';
import { Badge } from '../../../components/admin/state-badge';
import { Loading } from '../../../components/ui';
import { formatDate } from '@portal/shared/domain/format';
import { useAgencyServices } from '../api/get-agency-services';
import styles from './agencies.module.css';

/** The agency's service requests (fetchFromUser). */
export function AgencyServices({ agencyId }: { agencyId: string }) {
  const services = useAgencyServices(agencyId);
  if (services.isPending) return <Loading label="Caricamento dei servizi…" />;
  if (services.isError)
    return <InlineError error={services.error} onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <p className={styles.hint}>Nessun servizio richiesto.</p>;
  return (
    <ul className={styles.services}>
      {services.data.map((s) => (
        <li key={s._id}>
          <span>
            <strong>{s.service.name}</strong>
            <br />
            <small>Richiesto il {formatDate(s.requested_at)}</small>
          </span>
          <Badge tone={s.requested ? 'wait' : 'off'}>{s.requested ? 'RICHIESTO' : 'CHIUSO'}</Badge>
        </li>
      ))}
    </ul>
  );
}
