import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/index';
import { countAppointments, deskCondition } from './appointments-desk.queries';
import { isNarrow, type DeskFilter } from './appointments-desk.rules';

/**
 * The desk's total, exact and cheap (QUALITY.md P3).
 *
 * A filter that names an agency, an agent or a state is counted directly: at most a few
 * hundred thousand index entries (≈15 ms for a whole state of 1,000,000 rows).
 *
 * Without one (no filter, or only dates) counting 1,000,000 rows costs 30-60 ms on
 * PostgreSQL, so the count is split in two: the rows older than a settling margin
 * (`created_at <= t0`, with t0 = the database's now() − 1 minute) are counted once and
 * kept; the rows after t0 are counted on every request (a short index range). Rows only
 * ever arrive with created_at = now(), and only this desk deletes appointments (it drops
 * the kept counts when it does), so the sum stays exact. The kept part is recounted every
 * few minutes anyway, which bounds what another server process's deletes can skew.
 */
const SETTLE = sql`now() - interval '1 minute'`;
export const STABLE_TTL_MS = 5 * 60_000;
const MAX_KEYS = 100;

interface Stable {
  t0: string;
  count: number;
  at: number;
}

const caches = new WeakMap<Db, Map<string, Stable>>();

function cacheOf(db: Db): Map<string, Stable> {
  let map = caches.get(db);
  if (!map) {
    map = new Map();
    caches.set(db, map);
  }
  return map;
}

const keyOf = (f: DeskFilter) =>
  `${f.createdFrom?.toISOString() ?? ''}|${f.createdBefore?.toISOString() ?? ''}`;

async function countStable(db: Db, f: DeskFilter): Promise<{ t0: string; count: number }> {
  const [row] = await db
    .select({ t0: sql<string>`(${SETTLE})::text`, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(deskCondition(f, sql`${appointments.createdAt} <= ${SETTLE}`));
  return { t0: row!.t0, count: row!.n };
}

/**
 * An agency's or an agent's rows are read through its own index and the other filters
 * checked on them (`count(*) filter (where …)`): left alone, the planner may AND in the
 * state index and read 250,000 entries to count a handful of rows.
 */
async function countNarrow(db: Db, f: DeskFilter): Promise<number> {
  const { agencyId, agentId, ...rest } = f;
  const by: DeskFilter = agencyId ? { agencyId } : agentId ? { agentId } : {};
  const others = deskCondition(agencyId ? { agentId, ...rest } : rest);
  if (!agencyId && !agentId) return countAppointments(db, deskCondition(f));
  const [row] = await db
    .select({
      n: others
        ? sql<number>`(count(*) filter (where ${others}))::int`
        : sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(deskCondition(by));
  return row?.n ?? 0;
}

export async function countForDesk(db: Db, f: DeskFilter, now: number): Promise<number> {
  if (isNarrow(f)) return countNarrow(db, f);
  const map = cacheOf(db);
  const key = keyOf(f);
  let stable = map.get(key);
  if (!stable || now - stable.at > STABLE_TTL_MS) {
    const counted = await countStable(db, f);
    stable = { t0: counted.t0, count: counted.count, at: now };
    map.delete(key);
    if (map.size >= MAX_KEYS) map.delete(map.keys().next().value!);
    map.set(key, stable);
  }
  const recent = await countAppointments(
    db,
    deskCondition(f, sql`${appointments.createdAt} > ${stable.t0}::timestamptz`),
  );
  return stable.count + recent;
}

/** After a delete: every kept count of this database is recounted on its next use. */
export function forgetDeskCounts(db: Db): void {
  caches.delete(db);
}
