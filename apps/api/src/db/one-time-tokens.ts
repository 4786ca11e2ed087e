import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { oneTimeTokens } from './schema/index';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many links of one kind (verification, reset, change of e-mail…) the agency was given
 * in the hour before `now`: the cap each mailed link has against mail flooding.
 */
export async function linksInLastHour(
  db: DbOrTx,
  agencyId: string,
  kind: (typeof oneTimeTokens.$inferSelect)['kind'],
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.agencyId, agencyId),
        eq(oneTimeTokens.kind, kind),
        gt(oneTimeTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return row?.n ?? 0;
}
