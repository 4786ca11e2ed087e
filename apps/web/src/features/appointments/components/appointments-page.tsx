import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useAccount } from '../api/get-account';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { PointsPanel } from './points-panel';
import styles from './appointments-page.module.css';

/**
 * /area-riservata/appuntamenti. An agency: its own appointments, the points bar and,
 * from 400 points, its ranking position; no create button. An internal agent: the
 * appointments of its linked agencies with agency name and e-mail, and the create button.
 */
export function AppointmentsPage() {
  const account = useAccount();
  const list = useAppointments();

  if (account.isPending) return <RouteLoading />;
  if (account.isError)
    return <InlineError error={account.error} onRetry={() => void account.refetch()} />;
  const isAgent = account.data.agenteInterno;

  return (
    <>
      <PageHeader
        eyebrow="Appuntamenti"
        title={isAgent ? 'Appuntamenti delle tue agenzie' : 'I tuoi appuntamenti'}
      >
        <p>
          {isAgent
            ? 'Inserisci e aggiorna gli appuntamenti delle agenzie collegate al tuo referente.'
            : 'Gli appuntamenti segnalati per la tua agenzia e i punti che ti fanno guadagnare.'}
        </p>
      </PageHeader>
      {isAgent ? null : <PointsPanel />}
      <section aria-labelledby="appointments-list-title">
        <div className={styles.listHead}>
          <h2 id="appointments-list-title" className={styles.listTitle}>
            Elenco appuntamenti
            {list.data ? <span className={styles.count}> ({list.data.length})</span> : null}
          </h2>
          {isAgent ? (
            <Link to={paths.reserved.appointmentCreate} className={styles.create}>
              <span aria-hidden="true">+</span> CREATE
            </Link>
          ) : null}
        </div>
        {list.isPending ? <RouteLoading label="Caricamento degli appuntamenti…" /> : null}
        {list.isError ? (
          <InlineError error={list.error} onRetry={() => void list.refetch()} />
        ) : null}
        {list.data && list.data.length === 0 ? (
          <p className={styles.empty}>
            {isAgent
              ? 'Nessun appuntamento per le tue agenzie: inseriscine uno con “CREATE”.'
              : 'Non ci sono ancora appuntamenti per la tua agenzia.'}
          </p>
        ) : null}
        {list.data && list.data.length > 0 ? (
          <ul className={styles.list}>
            {list.data.map((appointment) => (
              <li key={appointment._id}>
                <AppointmentCard appointment={appointment} isAgent={isAgent} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
