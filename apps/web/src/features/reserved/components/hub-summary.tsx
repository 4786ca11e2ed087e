import { Link } from 'react-router';
import { LEAD_STEP_LABELS, pointsLabel, type HubSummary as Summary } from '@portal/shared';
import { formatDate, formatNumber } from '@portal/shared/domain/format';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { EmailAddress, PointsProgress } from '../../../components/ui';
import { useHubSummary } from '../api/get-hub-summary';
import styles from './hub-summary.module.css';

/**
 * Above the hub's service tiles: points and progress to 400 (agencies only: internal agents
 * are not ranked), the position once unlocked,
 * this month's leads by state, the latest three appointments, open service requests (with
 * their state) and the referrer's direct contact.
 */
export function HubSummary() {
  const summary = useHubSummary();
  if (summary.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (summary.isError)
    return (
      <div className={styles.error}>
        <InlineError
          error={summary.error}
          fallback="Impossibile caricare il riepilogo."
          onRetry={() => void summary.refetch()}
        />
      </div>
    );
  const s = summary.data;
  return (
    <section
      className={`${styles.summary} ${styles[layoutOf(s)]}`}
      aria-labelledby="hub-summary-title"
    >
      <h2 id="hub-summary-title" className="visually-hidden">
        Il tuo riepilogo
      </h2>
      {s.ranked ? <PointsCard s={s} /> : null}
      <LeadsCard s={s} />
      <OpenStepsCard s={s} />
      <LatestCard s={s} />
      <RequestsCard s={s} />
      {s.referente ? (
        <div className={styles.card}>
          <h3 className={styles.title}>Il tuo referente</h3>
          <p className={styles.strong}>{s.referente.nome}</p>
          {s.referente.telefono ? (
            <p className={styles.line}>
              Tel.{' '}
              <a href={`tel:${s.referente.telefono.replace(/[^+\d]/g, '')}`}>
                {s.referente.telefono}
              </a>
            </p>
          ) : null}
          <p className={styles.line}>
            <EmailAddress email={s.referente.email} />
          </p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Which cards the hub shows decides its grid (hub-summary.module.css): the contest card is
 * wide, the others are one column each, and every row is filled.
 */
function layoutOf(s: Summary): 'rankedSix' | 'rankedFive' | 'five' | 'four' {
  if (s.ranked) return s.referente ? 'rankedSix' : 'rankedFive';
  return s.referente ? 'five' : 'four';
}

function PointsCard({ s }: { s: Summary }) {
  return (
    <div className={`${styles.card} ${styles.wide}`} data-testid="hub-points">
      <h3 className={styles.title}>Concorso</h3>
      <p className={styles.score}>
        <strong>{formatNumber(s.points)}</strong> / {formatNumber(s.target)} punti
      </p>
      <PointsProgress points={s.points} target={s.target} />
      <p className={styles.line}>
        {s.position
          ? `Sei in ${formatNumber(s.position.position)}ª posizione su ${formatNumber(s.position.total)}.`
          : `Mancano ${formatNumber(Math.max(0, s.target - s.points))} punti per sbloccare la classifica.`}{' '}
        <Link to={paths.reserved.contest}>Vai al concorso</Link>
      </p>
    </div>
  );
}

function LeadsCard({ s }: { s: Summary }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>Lead di questo mese</h3>
      <dl className={styles.states}>
        {s.leadsThisMonth.map((l) => (
          <div key={l.state} className={styles.stateRow}>
            <dt>{l.state}</dt>
            <dd>{formatNumber(l.count)}</dd>
          </div>
        ))}
      </dl>
      {s.ranked ? (
        <p className={styles.line} data-testid="hub-segnalazioni">
          <Link to={paths.reserved.referrals}>Segnalazioni</Link>:{' '}
          {formatNumber(s.segnalazioni.nuove)} nuove, {formatNumber(s.segnalazioni.convertite)}{' '}
          convertite
        </p>
      ) : null}
    </div>
  );
}

/** Open leads by their last step (decision 100) and the mediator's notes not read yet. */
function OpenStepsCard({ s }: { s: Summary }) {
  return (
    <div className={styles.card} data-testid="hub-pratiche">
      <h3 className={styles.title}>Pratiche aperte</h3>
      <dl className={styles.states}>
        {s.openLeadsByStep.map((l) => (
          <div key={l.step ?? 'nessuno'} className={styles.stateRow}>
            <dt>{l.step ? LEAD_STEP_LABELS[l.step] : 'Nessun passo ancora'}</dt>
            <dd>{formatNumber(l.count)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.line} data-testid="hub-note-non-lette">
        {s.unreadNotes === 0
          ? 'Nessuna nota da leggere.'
          : s.unreadNotes === 1
            ? '1 nota da leggere.'
            : `${formatNumber(s.unreadNotes)} note da leggere.`}
      </p>
    </div>
  );
}

function LatestCard({ s }: { s: Summary }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>Ultimi appuntamenti</h3>
      {s.latestAppointments.length === 0 ? (
        <p className={styles.line}>Nessun appuntamento per ora.</p>
      ) : (
        <ul className={styles.list}>
          {s.latestAppointments.map((a) => (
            <li key={a._id}>
              <span className={styles.strong}>{a.cliente}</span>
              <span className={styles.line}>
                {formatDate(a.created_at)} · {a.state}
                {a.points > 0 ? (
                  <span className={styles.points}> {pointsLabel(a.points)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.reserved.appointments} className={styles.more}>
        Tutti gli appuntamenti
      </Link>
    </div>
  );
}

function RequestsCard({ s }: { s: Summary }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>Richieste di servizi aperte</h3>
      {s.serviceRequests.length === 0 ? (
        <p className={styles.line}>Nessuna richiesta aperta.</p>
      ) : (
        <ul className={styles.list}>
          {s.serviceRequests.map((r) => (
            <li key={r._id}>
              <span className={styles.strong}>{r.servizio}</span>
              <span className={styles.line}>
                {r.state} il {formatDate(r.requestedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
