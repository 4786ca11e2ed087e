import { asc, eq, sql } from 'drizzle-orm';
import { POINTS_CONTRATTO, POINTS_FATTO } from '@portal/shared';
import { STARTUP_LOCK_KEY, type Db, type DbOrTx } from '../../db/client';
import { agencies, ruleVersions } from '../../db/schema/index';

/** A whole-number constant written into the statement (it is code, never input). */
const integer = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Recomputes an agency's contest points from its appointments (the rule of
 * packages/shared/src/domain/points.ts, in SQL). Called in the same transaction as every
 * appointment write, so the ranking reads one indexed column instead of summing a
 * million rows per request.
 */
export async function recomputePoints(db: DbOrTx, agencyId?: string) {
  const total = sql`(
    select coalesce(sum(case
      when a.state = 'Contratto' and a.contratto then ${integer(POINTS_CONTRATTO)}
      when a.state = 'Fatto Appuntamento' and a.wc then ${integer(POINTS_FATTO)}
      else 0 end), 0)::int
    from appointments a where a.agency_id = ${agencies.id})`;
  const q = db.update(agencies).set({ points: total });
  await (agencyId ? q.where(eq(agencies.id, agencyId)) : q);
}

/** The name of the points rule in `rule_versions`. */
const POINTS_RULE = 'points';

async function storedPointsVersion(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ version: ruleVersions.version })
    .from(ruleVersions)
    .where(eq(ruleVersions.rule, POINTS_RULE));
  return row?.version;
}

/**
 * When the stored totals were summed by another version of the points rule than `version`
 * (or by none the database remembers), recomputes every agency's total and records
 * `version`, in one transaction under the start-up advisory lock (decision 025), which
 * re-checks the version: of processes started together exactly one recomputes. The
 * agencies are locked in id order first, the order every appointment write takes them.
 * Answers the version found when it recomputed, `null` for none, undefined when nothing was
 * to do (one read, no lock: every start but the first after a change).
 */
export async function recomputePointsOfOtherRule(
  db: Db,
  version: number,
): Promise<number | null | undefined> {
  if ((await storedPointsVersion(db)) === version) return undefined;
  return db.transaction(async (tx) => {
    // Released at commit. On PGlite (one process) it costs nothing and changes nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    const found = await storedPointsVersion(tx);
    if (found === version) return undefined;
    await tx.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)).for('update');
    await recomputePoints(tx);
    await tx
      .insert(ruleVersions)
      .values({ rule: POINTS_RULE, version })
      .onConflictDoUpdate({
        target: ruleVersions.rule,
        set: { version, updatedAt: sql`now()` },
      });
    return found ?? null;
  });
}
