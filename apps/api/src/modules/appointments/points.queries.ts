import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies } from '../../db/schema/index';

/**
 * Recomputes an agency's contest points from its appointments (the rule of
 * packages/shared/src/domain/points.ts, in SQL). Called in the same transaction as every
 * appointment write, so the ranking reads one indexed column instead of summing a
 * million rows per request.
 */
export async function recomputePoints(db: DbOrTx, agencyId?: string) {
  const total = sql`(
    select coalesce(sum(case
      when a.state = 'Contratto' and a.contratto then 101
      when a.state = 'Fatto Appuntamento' and a.wc then 1
      else 0 end), 0)::int
    from appointments a where a.agency_id = ${agencies.id})`;
  const q = db.update(agencies).set({ points: total });
  await (agencyId ? q.where(eq(agencies.id, agencyId)) : q);
}
