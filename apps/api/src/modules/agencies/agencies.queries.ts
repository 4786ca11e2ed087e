import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, referrers } from '../../db/schema/index';
import { toAgency } from './agency.mapper';

/** An agency with its referrer populated, as the API shows it. */
export async function findAgencyView(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ agency: agencies, referrer: referrers })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .where(eq(agencies.id, id))
    .limit(1);
  return row ? toAgency(row.agency, row.referrer) : undefined;
}
