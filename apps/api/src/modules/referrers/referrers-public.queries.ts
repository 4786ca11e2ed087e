import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { referrers } from '../../db/schema/index';

/** Active referrers for the registration form, by surname then name. */
export async function listReferrerChoices(db: DbOrTx) {
  return db
    .select({
      _id: referrers.id,
      codice: referrers.codice,
      nome: referrers.nome,
      cognome: referrers.cognome,
    })
    .from(referrers)
    .where(eq(referrers.active, true))
    .orderBy(asc(referrers.cognome), asc(referrers.nome), asc(referrers.codice));
}

/** The referrer with this id, if it exists and is active (registration checks the choice). */
export async function findActiveReferrer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: referrers.id, active: referrers.active })
    .from(referrers)
    .where(eq(referrers.id, id))
    .limit(1);
  return row?.active ? row : undefined;
}
