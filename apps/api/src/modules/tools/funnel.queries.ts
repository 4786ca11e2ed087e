import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FunnelRankingQuery } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies, appointments, displayRataFunnel } from '../../db/schema/index';

/** The counters of one (agency, day) row, as the table names them. */
export type FunnelIncrement = Partial<
  Record<'pages' | 'badges' | 'examples' | 'pianos' | 'plans' | 'leads' | 'contracts', number>
>;

const COLUMNS = ['pages', 'badges', 'examples', 'pianos', 'plans', 'leads', 'contracts'] as const;

/** `x = funnel.x + excluded.x` for every counter: concurrent upserts add up, none is lost. */
const addExcluded = Object.fromEntries(
  COLUMNS.map((c) => [
    c,
    sql.raw(
      `"display_rata_funnel"."${displayRataFunnel[c].name}" + excluded."${displayRataFunnel[c].name}"`,
    ),
  ]),
) as Record<(typeof COLUMNS)[number], SQL>;

/** Adds to the agency's counters of `day` (YYYY-MM-DD, Europe/Rome), creating the row. */
export async function addFunnelCounts(
  db: DbOrTx,
  agencyId: string,
  day: string,
  increment: FunnelIncrement,
): Promise<void> {
  await db
    .insert(displayRataFunnel)
    .values({ agencyId, day, ...increment })
    .onConflictDoUpdate({
      target: [displayRataFunnel.agencyId, displayRataFunnel.day],
      set: addExcluded,
    });
}

/**
 * Counts a contract on `day` when the appointment came from a Display Rata plan: one
 * statement, nothing written for any other appointment.
 */
export async function addFunnelContract(db: DbOrTx, appointmentId: string, day: string) {
  await db.execute(sql`
    insert into ${displayRataFunnel} (agency_id, day, contracts)
    select ${appointments.agencyId}, ${day}::date, 1 from ${appointments}
    where ${appointments.id} = ${appointmentId} and ${appointments.fromDisplayRata}
    on conflict (agency_id, day) do update
      set contracts = ${displayRataFunnel}.contracts + excluded.contracts`);
}

/** The agency's rows from `from` to `to` (days, both included), oldest first. */
export async function funnelRowsOf(db: DbOrTx, agencyId: string, from: string, to: string) {
  return db
    .select()
    .from(displayRataFunnel)
    .where(
      and(
        eq(displayRataFunnel.agencyId, agencyId),
        gte(displayRataFunnel.day, from),
        lte(displayRataFunnel.day, to),
      ),
    )
    .orderBy(asc(displayRataFunnel.day));
}

const total = (column: (typeof COLUMNS)[number]) =>
  sql<number>`coalesce(sum(${displayRataFunnel[column]}), 0)`.mapWith(Number);

const sums = {
  pagine: total('pages'),
  badge: total('badges'),
  esempi: total('examples'),
  piani: total('pianos'),
  pianiInviati: total('plans'),
  lead: total('leads'),
  contratti: total('contracts'),
};

/** The agency's totals from `from` to `to`. */
export async function funnelTotalsOf(db: DbOrTx, agencyId: string, from: string, to: string) {
  const [row] = await db
    .select(sums)
    .from(displayRataFunnel)
    .where(
      and(
        eq(displayRataFunnel.agencyId, agencyId),
        gte(displayRataFunnel.day, from),
        lte(displayRataFunnel.day, to),
      ),
    );
  return row!;
}

/**
 * The agencies that showed badges from `from` to `to`, with their totals, ranked: by the
 * badge-to-lead rate (ties: more badges first), by badges, by leads, or by name; one page.
 */
export async function funnelRanking(
  db: DbOrTx,
  from: string,
  to: string,
  sort: NonNullable<FunnelRankingQuery['ordina']>,
  page: { limit: number; offset: number },
) {
  const window = and(gte(displayRataFunnel.day, from), lte(displayRataFunnel.day, to));
  const rate = sql<number>`sum(${displayRataFunnel.leads})::float8 / sum(${displayRataFunnel.badges})`;
  const order = {
    tasso: [desc(rate), desc(sums.badge)],
    badge: [desc(sums.badge), desc(rate)],
    lead: [desc(sums.lead), desc(rate)],
    nome: [asc(agencies.nome)],
  }[sort];
  const grouped = db
    .select({ agencyId: displayRataFunnel.agencyId })
    .from(displayRataFunnel)
    .where(window)
    .groupBy(displayRataFunnel.agencyId)
    .having(sql`sum(${displayRataFunnel.badges}) > 0`)
    .as('shown');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ agencyId: displayRataFunnel.agencyId, nome: agencies.nome, ...sums })
      .from(displayRataFunnel)
      .innerJoin(agencies, eq(agencies.id, displayRataFunnel.agencyId))
      .where(window)
      .groupBy(displayRataFunnel.agencyId, agencies.nome)
      .having(sql`sum(${displayRataFunnel.badges}) > 0`)
      .orderBy(...order, asc(agencies.nome), asc(displayRataFunnel.agencyId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(grouped),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Deletes the rows of days before `day` (kept 24 months); answers how many. */
export async function purgeFunnelBefore(db: DbOrTx, day: string): Promise<number> {
  const rows = await db
    .delete(displayRataFunnel)
    .where(lt(displayRataFunnel.day, day))
    .returning({ agencyId: displayRataFunnel.agencyId });
  return rows.length;
}

/** Deletes every row of the agency (its erasure). */
export async function deleteFunnelOf(db: DbOrTx, agencyId: string): Promise<void> {
  await db.delete(displayRataFunnel).where(eq(displayRataFunnel.agencyId, agencyId));
}
