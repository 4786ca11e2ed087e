import {
  badgeToLeadRate,
  emptyFunnelCounts,
  FUNNEL_DAYS,
  FUNNEL_MESSAGES,
  FUNNEL_RANKING_PAGE_SIZE,
  romeDay,
  type DisplayRataFunnel,
  type FunnelBeacon,
  type FunnelCounts,
  type FunnelRanking,
  type FunnelRankingQuery,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { DisplayRataFunnelRow } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import * as q from './funnel.queries';
import { findPublicAgencyBySlug } from './tools.queries';

// The funnel of Display Rata (decision 115): counters per agency and Europe/Rome day.

type Ctx = Pick<ServiceDeps, 'db' | 'clock'>;

/** Months the counters are kept (decisions.md, third round). */
const KEPT_MONTHS = 24;

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone). */
export function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The window of the last 90 days, today (Europe/Rome) included. */
export function funnelWindow(now: number): { from: string; to: string } {
  const to = romeDay(now);
  return { from: shiftDay(to, 1 - FUNNEL_DAYS), to };
}

const countsOf = (row: DisplayRataFunnelRow): FunnelCounts => ({
  pagine: row.pages,
  badge: row.badges,
  esempi: row.examples,
  piani: row.pianos,
  pianiInviati: row.plans,
  lead: row.leads,
  contratti: row.contracts,
});

/**
 * One beacon of the widget (or of a Piano opened from a badge): added to the agency's
 * counters of today. An unknown, unconfirmed or switched-off agency is refused; an empty
 * beacon writes nothing.
 */
export async function recordBeacon(ctx: Ctx, slug: string, beacon: FunnelBeacon): Promise<void> {
  const agency = await findPublicAgencyBySlug(ctx.db, slug);
  if (!agency || agency.settings?.enabled === false) throw notFound(FUNNEL_MESSAGES.agency);
  const increment = {
    pages: beacon.pagine,
    badges: beacon.badge,
    examples: beacon.esempi,
    pianos: beacon.piani,
  };
  if (Object.values(increment).every((n) => n === 0)) return;
  await q.addFunnelCounts(ctx.db, agency.id, romeDay(ctx.clock.now()), increment);
}

/**
 * A plan sent from a Piano opened from a badge, in the transaction that handles it: always a
 * plan sent; a lead too when it made one (a form filler's, dropped by the honeypot, does not).
 */
export async function countFunnelPlan(
  db: DbOrTx,
  agencyId: string,
  at: Date,
  lead: boolean,
): Promise<void> {
  await q.addFunnelCounts(db, agencyId, romeDay(at), { plans: 1, leads: lead ? 1 : 0 });
}

/** A lead reaching Contratto: counted when it came from a Display Rata plan. */
export async function countFunnelContract(db: DbOrTx, appointmentId: string, at: Date) {
  await q.addFunnelContract(db, appointmentId, romeDay(at));
}

/** The agency's last 90 days, every day listed, with totals and the badge-to-lead rate. */
export async function funnelOf(ctx: Ctx, agencyId: string): Promise<DisplayRataFunnel> {
  const { from, to } = funnelWindow(ctx.clock.now());
  const rows = new Map(
    (await q.funnelRowsOf(ctx.db, agencyId, from, to)).map((r) => [r.day, countsOf(r)]),
  );
  const giorni = Array.from({ length: FUNNEL_DAYS }, (_, i) => {
    const giorno = shiftDay(from, i);
    return { giorno, ...(rows.get(giorno) ?? emptyFunnelCounts()) };
  });
  const totali = emptyFunnelCounts();
  for (const day of rows.values())
    for (const key of Object.keys(totali) as (keyof FunnelCounts)[]) totali[key] += day[key];
  return { dal: from, al: to, giorni, totali, tassoBadgeLead: badgeToLeadRate(totali) };
}

/** The agency's 90-day totals and rate (its 360° view). */
export async function funnelTotals(ctx: Ctx, agencyId: string) {
  const { from, to } = funnelWindow(ctx.clock.now());
  const totals = await q.funnelTotalsOf(ctx.db, agencyId, from, to);
  return { ...totals, tassoBadgeLead: badgeToLeadRate(totals) };
}

/** The admin's ranking of agencies by badge-to-lead rate over the last 90 days. */
export async function funnelRanking(ctx: Ctx, query: FunnelRankingQuery): Promise<FunnelRanking> {
  const { from, to } = funnelWindow(ctx.clock.now());
  const pagina = query.pagina ?? 1;
  const ordina = query.ordina ?? 'tasso';
  const { rows, total } = await q.funnelRanking(ctx.db, from, to, ordina, {
    limit: FUNNEL_RANKING_PAGE_SIZE,
    offset: (pagina - 1) * FUNNEL_RANKING_PAGE_SIZE,
  });
  return {
    dal: from,
    al: to,
    pagina,
    perPagina: FUNNEL_RANKING_PAGE_SIZE,
    totale: total,
    ordina,
    righe: rows.map((r) => ({ ...r, tassoBadgeLead: badgeToLeadRate(r) })),
  };
}

/** Housekeeping: the counters of days more than 24 months ago go. */
export async function purgeOldFunnel(ctx: Ctx): Promise<number> {
  const today = romeDay(ctx.clock.now());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - KEPT_MONTHS);
  return q.purgeFunnelBefore(ctx.db, at.toISOString().slice(0, 10));
}

/** The agency's erasure: its counters go. */
export const deleteAgencyFunnel = (tx: DbOrTx, agencyId: string) => q.deleteFunnelOf(tx, agencyId);
