import { eq, sql } from 'drizzle-orm';
import { POINTS_CONTRATTO, POINTS_FATTO } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { agencies } from '../../db/schema/index';

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
