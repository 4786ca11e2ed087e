import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, consents, referrers } from '../../db/schema';

/** The agency a shared plan belongs to (confirmed, as its share page), with its referrer. */
export async function findLeadAgency(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      referrer: { nome: referrers.nome, cognome: referrers.cognome, email: referrers.email },
    })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .where(and(eq(agencies.slug, slug), eq(agencies.state, 'CONFERMATO')))
    .limit(1);
  return row;
}

export async function insertLeadConsent(
  db: DbOrTx,
  values: { agencyId: string; appointmentId: string; version: string; acceptedAt: Date },
) {
  await db.insert(consents).values({ ...values, kind: 'piano_lead_privacy' });
}
