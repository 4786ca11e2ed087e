import {
  CONTEST_TOP_SIZE,
  HUB_LATEST_SIZE,
  HUB_LEAD_STATES,
  LEADERBOARD_PAGE_SIZE,
  POINTS_TARGET,
  isRankingUnlocked,
  serviceRequestStatus,
  type ContestAppointment,
  type ContestSettings,
  type ContestSettingsBody,
  PROTECTION_WINDOW_DEFAULT_DAYS,
  type HubSummary,
  type PublicContestRules,
  prizeLines,
  type LeaderboardPage,
  type LeaderboardQuery,
  type UserContest,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import type { AuthAgency } from '../auth/auth.service';
import { rankingPlace, scopeOf } from '../appointments/appointments.service';
import { hubFigures } from '../appointments/lead-notes.service';
import { diffChanges, recordAudit } from '../audit/audit.service';
import * as q from './contest.queries';
import * as hub from './hub-summary.queries';
import { hubCounts } from '../referrals/referrals.service';
import { anonymousName, auditDate, CONTEST_AUDIT_FIELDS, DEFAULT_ANONYMOUS } from './contest.rules';

/** How many appointments the contest page lists with their points. */
const CONTEST_APPOINTMENTS = 100;
/** How many open service requests the hub summary lists. */
const HUB_REQUESTS = 5;

type SettingsRow = Awaited<ReturnType<typeof q.findSettings>>;

function settingsOf(row: SettingsRow): ContestSettings {
  return {
    _id: row?.id ?? null,
    endAt: row?.endAt?.toISOString() ?? null,
    anonymous: row?.anonymous ?? DEFAULT_ANONYMOUS,
    finestraProtezioneGiorni: row?.protectionWindowDays ?? PROTECTION_WINDOW_DEFAULT_DAYS,
    prizes: row?.prizes ?? '',
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getSettings(db: DbOrTx): Promise<ContestSettings> {
  return settingsOf(await q.findSettings(db));
}

/** The contest rules page's data: the end date, the prizes a line each, the rules' date. */
export async function publicRules(db: DbOrTx): Promise<PublicContestRules> {
  const { endAt, prizes, updatedAt } = settingsOf(await q.findSettings(db));
  return { endAt, prizes: prizeLines(prizes), updatedAt };
}

/** Saves the settings and records the change in the audit trail, in one transaction. */
export async function saveSettings(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  adminId: string,
  body: ContestSettingsBody,
): Promise<ContestSettings> {
  const now = new Date(deps.clock.now());
  const endAt = body.endAt ? new Date(body.endAt) : null;
  const row = await deps.db.transaction(async (tx) => {
    const before = await q.lockSettings(tx);
    const windowBefore = before?.protectionWindowDays ?? PROTECTION_WINDOW_DEFAULT_DAYS;
    const protectionWindowDays = body.finestraProtezioneGiorni ?? windowBefore;
    // Left out of the body, the saved prizes stay.
    const prizes = body.prizes ?? before?.prizes ?? '';
    const saved = await q.saveSettings(tx, {
      endAt,
      anonymous: body.anonymous,
      protectionWindowDays,
      prizes,
      adminId,
      now,
    });
    await recordAudit(tx, {
      adminId,
      entity: 'contest',
      entityId: saved.id,
      action: before ? 'update' : 'create',
      // The end date as the admin reads it (Europe/Rome), not as the database keeps it.
      changes: diffChanges(
        {
          endAt: auditDate(before?.endAt ?? null),
          anonymous: before?.anonymous ?? DEFAULT_ANONYMOUS,
          finestraProtezioneGiorni: windowBefore,
          prizes: before?.prizes ?? '',
        },
        {
          endAt: auditDate(endAt),
          anonymous: body.anonymous,
          finestraProtezioneGiorni: protectionWindowDays,
          prizes,
        },
        CONTEST_AUDIT_FIELDS,
      ),
    });
    return saved;
  });
  return settingsOf(row);
}

/** One page of the ranking with each agency's contracts and verified appointments. */
export async function leaderboardPage(
  db: DbOrTx,
  query: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const page = query.pagina ?? 1;
  const [total, rows] = await Promise.all([
    q.countRanked(db),
    q.rankedAgencies(db, {
      limit: LEADERBOARD_PAGE_SIZE,
      offset: (page - 1) * LEADERBOARD_PAGE_SIZE,
    }),
  ]);
  const counts = await q.earningCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      position: r.position,
      _id: r.id,
      nome: r.nome,
      email: r.email,
      points: r.points,
      contratti: counts.get(r.id)?.contratti ?? 0,
      verificati: counts.get(r.id)?.verificati ?? 0,
    })),
  };
}

const appointmentOf = (
  r: Awaited<ReturnType<typeof hub.latestAppointments>>[number],
): ContestAppointment => ({
  _id: r.id,
  cliente: `${r.name} ${r.surname}`.trim(),
  state: r.state,
  created_at: r.createdAt.toISOString(),
  points: r.points,
});

/** The position when the ranking is open to this caller (an agency at the target or more). */
async function positionIfUnlocked(db: DbOrTx, agency: AuthAgency, points: number) {
  if (agency.agenteInterno || !isRankingUnlocked(points)) return null;
  return rankingPlace(db, points);
}

/**
 * The agency's contest page: points, position, the top 10 (names as configured; only
 * agencies that have scored), its appointments. Below the target the ranking is locked
 * (spec section 4): no position and no top 10, which would show the agency its place
 * (decision 094).
 */
export async function userContest(db: DbOrTx, agency: AuthAgency): Promise<UserContest> {
  const [me, settings, list] = await Promise.all([
    hub.findAgencyWithReferrer(db, agency.id),
    q.findSettings(db),
    hub.latestAppointments(db, { kind: 'agency', agencyId: agency.id }, CONTEST_APPOINTMENTS),
  ]);
  const points = me?.points ?? 0;
  const top = isRankingUnlocked(points)
    ? await q.rankedAgencies(db, { limit: CONTEST_TOP_SIZE, offset: 0, scoredOnly: true })
    : [];
  const anonymous = settings?.anonymous ?? DEFAULT_ANONYMOUS;
  return {
    points,
    target: POINTS_TARGET,
    position: await positionIfUnlocked(db, agency, points),
    top: top.map((r, i) => {
      const isYou = r.id === agency.id;
      return {
        position: r.position,
        nome: anonymous && !isYou ? anonymousName(i) : r.nome,
        points: r.points,
        isYou,
      };
    }),
    anonymous,
    endAt: settings?.endAt?.toISOString() ?? null,
    appointments: list.map(appointmentOf),
  };
}

/**
 * Everything above the hub's tiles, scoped to the caller: an agency's own leads, an
 * internal agent's those of its linked agencies (its list's). Internal agents are not
 * ranked: `ranked` false, and the page shows no contest card.
 */
export async function hubSummary(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  agency: AuthAgency,
): Promise<HubSummary> {
  const { db } = deps;
  const now = new Date(deps.clock.now());
  const [me, leads, latest, requests, segnalazioni, figures] = await Promise.all([
    hub.findAgencyWithReferrer(db, agency.id),
    hub.leadsThisMonth(db, scopeOf(agency), now),
    hub.latestAppointments(db, scopeOf(agency), HUB_LATEST_SIZE),
    hub.openServiceRequests(db, agency.id, HUB_REQUESTS),
    hubCounts(deps, agency.id),
    hubFigures(deps, agency),
  ]);
  const points = me?.points ?? 0;
  const byState = new Map(leads.map((l) => [l.state, l.count]));
  return {
    ranked: !agency.agenteInterno,
    points,
    target: POINTS_TARGET,
    position: await positionIfUnlocked(db, agency, points),
    leadsThisMonth: HUB_LEAD_STATES.map((state) => ({ state, count: byState.get(state) ?? 0 })),
    latestAppointments: latest.map(appointmentOf),
    serviceRequests: requests.map((r) => ({
      _id: r.id,
      servizio: r.serviceName,
      requestedAt: r.requestedAt.toISOString(),
      state: serviceRequestStatus(r.state),
    })),
    referente:
      me?.referrerNome && me.referrerEmail && me.referrerActive
        ? {
            nome: `${me.referrerNome} ${me.referrerCognome ?? ''}`.trim(),
            email: me.referrerEmail,
            telefono: me.referrerTelefono ?? null,
          }
        : null,
    segnalazioni,
    ...figures,
  };
}
