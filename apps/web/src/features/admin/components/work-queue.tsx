import { Link } from 'react-router';
import type { AdminWorkQueue } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading } from '../../../components/ui';
import { useWorkQueue } from '../api/get-work-queue';
import styles from './work-queue.module.css';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** Each row of the queue: its count, what it is, and the list that shows those records. */
const ROWS: { key: keyof AdminWorkQueue; label: string; to: string }[] = [
  {
    key: 'agenzieDaConfermare',
    label: 'Agenzie in attesa di conferma',
    to: withQuery(paths.admin.agencyList, { stato: 'DA CONFERMARE' }),
  },
  {
    key: 'richiesteServizi',
    label: 'Richieste di servizi da prendere in carico',
    to: withQuery(paths.admin.serviceRequests, { stato: 'inviata' }),
  },
  {
    key: 'appuntamentiDaVerificare',
    label: 'Appuntamenti fatti senza verifica WC',
    to: withQuery(paths.admin.appointments, { aperto: 'wc' }),
  },
  {
    key: 'contrattiDaPagare',
    label: 'Contratti non ancora pagati',
    to: withQuery(paths.admin.appointments, { aperto: 'pagamento' }),
  },
  {
    key: 'segnalazioniNuove',
    label: 'Segnalazioni di clienti da gestire',
    to: paths.admin.referrals,
  },
  {
    key: 'noteSenzaRisposta',
    label: 'Pratiche con una nota dell’agenzia senza risposta',
    to: withQuery(paths.admin.appointments, { aperto: 'note' }),
  },
  {
    key: 'richiesteCancellazione',
    label: 'Richieste di cancellazione dei dati (GDPR)',
    to: withQuery(paths.admin.agencyList, { cancellazione: 'si' }),
  },
];

/** The hub's work queue (decision 051): what waits for an admin, each count a link. */
export function WorkQueue() {
  const queue = useWorkQueue();
  return (
    <section aria-labelledby="hub-coda" className={styles.queue}>
      <h2 id="hub-coda" className={styles.title}>
        Da fare
      </h2>
      {queue.isPending ? (
        <Loading label="Caricamento della coda di lavoro…" />
      ) : queue.isError ? (
        <InlineError
          error={queue.error}
          onRetry={() => void queue.refetch()}
          fallback="Impossibile caricare la coda di lavoro."
        />
      ) : (
        <ul className={styles.list}>
          {ROWS.map((row) => {
            const n = queue.data[row.key];
            return (
              <li key={row.key} data-testid={`coda-${row.key}`} data-empty={n === 0 || undefined}>
                <Link to={row.to} className={styles.row}>
                  <span className={styles.count}>{formatNumber(n)}</span>{' '}
                  <span className={styles.label}>{row.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
