import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CONSENT_LABELS,
  SERVICE_REQUEST_STATE_LABELS,
  progressPercent,
  type Agency360,
} from '@portal/shared';
import { formatDate, formatDateTime, formatNumber } from '@portal/shared/domain/format';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useAgency360 } from '../api/get-agency360';
import { AgencyOverviewAppointments } from './agency-overview-appointments';
import { DisplayRataCounts } from './agency-overview-display-rata';
import { deskLink, HISTORY_ANCHOR, requestsLink } from './agency-overview-links';
import styles from './agency-overview.module.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function PointsCard({ data }: { data: Agency360 }) {
  return (
    <Card title="Punti e classifica">
      <p className={styles.figure}>
        {formatNumber(data.punti)} <span className={styles.unit}>punti</span>
      </p>
      <p className={styles.muted}>
        {progressPercent(data.punti)}% dell’obiettivo di {formatNumber(data.obiettivo)} punti
      </p>
      <p>
        {data.classifica
          ? `${formatNumber(data.classifica.position)}ª posizione su ${formatNumber(data.classifica.total)} agenzie`
          : data.punti > 0
            ? 'Gli agenti interni non sono in classifica.'
            : 'Non è in classifica: nessun punto finora.'}
      </p>
      <Link to={paths.admin.leaderboard}>Apri la classifica</Link>
    </Card>
  );
}

function AppointmentsCard({ agencyId, data }: { agencyId: string; data: Agency360 }) {
  return (
    <Card title="Appuntamenti per stato">
      <dl className={styles.counts}>
        {data.perStato.map((s) => (
          <div key={s.state}>
            <dt>{s.state}</dt>
            <dd>{formatNumber(s.n)}</dd>
          </div>
        ))}
      </dl>
      <Link to={deskLink(agencyId)}>Apri nel pannello appuntamenti</Link>
    </Card>
  );
}

function RequestsCard({ agencyId, data }: { agencyId: string; data: Agency360 }) {
  return (
    <Card title="Richieste di servizi">
      {data.richiesteServizi.length === 0 ? (
        <p className={styles.muted}>Nessuna richiesta.</p>
      ) : (
        <ul className={styles.list}>
          {data.richiesteServizi.map((r) => (
            <li key={r._id}>
              <strong>{r.service.name}</strong>
              <span className={styles.muted}>
                {SERVICE_REQUEST_STATE_LABELS[r.state]} · richiesta il {formatDate(r.requested_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={requestsLink(agencyId)}>Gestisci le richieste</Link>
    </Card>
  );
}

function ConsentsCard({ data }: { data: Agency360 }) {
  return (
    <Card title="Consensi">
      {data.consensi.length === 0 ? (
        <p className={styles.muted}>Nessun consenso registrato.</p>
      ) : (
        <ul className={styles.list}>
          {data.consensi.map((c) => (
            <li key={`${c.tipo}-${c.accettatoIl}`}>
              <strong>{CONSENT_LABELS[c.tipo] ?? c.tipo}</strong>
              <span className={styles.muted}>
                Versione {c.versione} · accettata il {formatDateTime(c.accettatoIl)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function signInState(s: Agency360['ultimiAccessi'][number], now: number): string {
  if (s.chiusoIl) return `chiuso il ${formatDateTime(s.chiusoIl)}`;
  if (Date.parse(s.scadeIl) > now) return `attivo fino al ${formatDateTime(s.scadeIl)}`;
  return `scaduto il ${formatDateTime(s.scadeIl)}`;
}

function SignInsCard({ data }: { data: Agency360 }) {
  const now = Date.now();
  return (
    <Card title="Ultimi accessi">
      {data.ultimiAccessi.length === 0 ? (
        <p className={styles.muted}>Nessun accesso registrato.</p>
      ) : (
        <ol className={styles.list}>
          {data.ultimiAccessi.map((s) => (
            <li key={s.apertoIl}>
              <strong>{formatDateTime(s.apertoIl)}</strong>
              <span className={styles.muted}>{signInState(s, now)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * Moves to the change history already on the page: focus brings it into view and puts the
 * keyboard there, without a navigation (the edit form's leave guard is not involved).
 */
function toHistory(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(HISTORY_ANCHOR);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The agency's 360° view (decision 058): points and place, appointments per state and
 * paged, service requests, consents and the last sign-ins, each with a link to where it is
 * managed, from one call.
 */
export function AgencyOverview({ agencyId }: { agencyId: string }) {
  const [page, setPage] = useState(1);
  const overview = useAgency360(agencyId, page);
  if (overview.isPending) return <Loading label="Caricamento della panoramica…" />;
  if (overview.isError)
    return <InlineError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <div className={styles.overview}>
      <div className={styles.cards}>
        <PointsCard data={data} />
        <AppointmentsCard agencyId={agencyId} data={data} />
        <RequestsCard agencyId={agencyId} data={data} />
        <ConsentsCard data={data} />
        <SignInsCard data={data} />
        <Card title="Display Rata negli ultimi 90 giorni">
          <DisplayRataCounts data={data.displayRata} />
        </Card>
      </div>
      <Card title="Appuntamenti">
        <AgencyOverviewAppointments
          agencyId={agencyId}
          appointments={data.appuntamenti}
          onPage={setPage}
        />
      </Card>
      <p>
        <a href={`#${HISTORY_ANCHOR}`} onClick={toHistory}>
          Vai allo storico modifiche dell’agenzia
        </a>
      </p>
    </div>
  );
}
