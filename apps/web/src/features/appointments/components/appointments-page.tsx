import { progressLine } from '@portal/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useAccount } from '../api/get-account';
import { useAppointments } from '../api/get-appointments';
import { useLeadTimelines } from '../api/get-lead-timelines';
import { APPOINTMENTS_PAGE_SIZE, filterAppointments } from '../hooks/appointment-filter';
import { useAppointmentFilter } from '../hooks/use-appointment-filter';
import { AppointmentCard } from './appointment-card';
import { AppointmentsPager, AppointmentsToolbar } from './appointments-toolbar';
import { PointsPanel } from './points-panel';
import styles from './appointments-page.module.css';

/**
 * /area-riservata/appuntamenti. An agency: its own appointments, the points bar and,
 * from 400 points, its ranking position; no create button. An internal agent: the
 * appointments of its linked agencies with agency name and e-mail, and the create button.
 * Both can search, filter by state and page through the list (all of it comes in one
 * answer, so this happens in the browser; the choices live in the URL).
 */
export function AppointmentsPage() {
  const account = useAccount();
  const list = useAppointments();
  const view = useAppointmentFilter();
  const timelines = useLeadTimelines();
  const progressOf = new Map(
    (timelines.data ?? []).map((t) => [t._id, progressLine(t.tappe)] as const),
  );

  if (account.isPending) return <RouteLoading />;
  if (account.isError)
    return <InlineError error={account.error} onRetry={() => void account.refetch()} />;
  const isAgent = account.data.agenteInterno;
  const all = list.data ?? [];
  const found = filterAppointments(all, view.filter, isAgent);
  const pages = Math.max(1, Math.ceil(found.length / APPOINTMENTS_PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const shown = found.slice((page - 1) * APPOINTMENTS_PAGE_SIZE, page * APPOINTMENTS_PAGE_SIZE);
  const filtered = view.filter.q.trim() !== '' || view.filter.stato !== '';

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
            {list.data ? (
              <span className={styles.count}>
                {' '}
                ({filtered ? `${found.length} di ${all.length}` : all.length})
              </span>
            ) : null}
          </h2>
          {isAgent ? (
            <Link to={paths.reserved.appointmentCreate} className={styles.create}>
              <span aria-hidden="true">+</span> CREATE
            </Link>
          ) : null}
        </div>
        {all.length > 0 ? (
          <AppointmentsToolbar
            filter={view.filter}
            isAgent={isAgent}
            onQuery={view.setQuery}
            onState={view.setState}
          />
        ) : null}
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
        {all.length > 0 && found.length === 0 ? (
          <p className={styles.empty} role="status">
            Nessun appuntamento corrisponde alla ricerca.
          </p>
        ) : null}
        {shown.length > 0 ? (
          <ul className={styles.list}>
            {shown.map((appointment) => (
              <li key={appointment._id}>
                <AppointmentCard
                  appointment={appointment}
                  isAgent={isAgent}
                  progress={progressOf.get(appointment._id) ?? null}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <AppointmentsPager page={page} pages={pages} onPage={view.setPage} />
      </section>
    </>
  );
}
