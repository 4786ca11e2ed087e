import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/index';

/** Services of the public catalogue (visibility public or both), in the admin's order. */
export async function listPublicServices(db: DbOrTx) {
  return db
    .select()
    .from(services)
    .where(inArray(services.visibility, ['public', 'both']))
    .orderBy(asc(services.position), asc(services.name));
}
