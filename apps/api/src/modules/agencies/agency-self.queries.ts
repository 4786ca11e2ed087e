import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, agencies, agencySessions, consents } from '../../db/schema/index';
import { linkedTo } from '../appointments/appointments.queries';

/** The agency's password hash and the e-mail its logins are counted under. */
export async function findCredentials(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ hash: agencies.passwordHash, email: agencies.email })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

export async function updatePasswordHash(
  db: DbOrTx,
  agencyId: string,
  passwordHash: string,
  now: Date,
) {
  await db.update(agencies).set({ passwordHash, updatedAt: now }).where(eq(agencies.id, agencyId));
}

/** Revokes every live session of the agency except `keepSessionId`; answers how many. */
export async function revokeOtherSessions(
  db: DbOrTx,
  agencyId: string,
  keepSessionId: string,
  now: Date,
) {
  const rows = await db
    .update(agencySessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(agencySessions.agencyId, agencyId),
        ne(agencySessions.id, keepSessionId),
        isNull(agencySessions.revokedAt),
      ),
    )
    .returning({ id: agencySessions.id });
  return rows.length;
}

/** An internal agent's linked agencies, by name (decisions.md). */
export async function listLinkedAgencies(db: DbOrTx, agentId: string, referenteId: string | null) {
  return db
    .select({
      _id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      comune: agencies.comune,
      provincia: agencies.provincia,
    })
    .from(agencies)
    .where(linkedTo(agencies, agentId, referenteId))
    .orderBy(asc(agencies.nome), asc(agencies.id));
}

/** The agency's own consents (its clients' consents to a lead stay with each lead). */
export async function listConsents(db: DbOrTx, agencyId: string) {
  return db
    .select({ kind: consents.kind, version: consents.version, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(and(eq(consents.agencyId, agencyId), isNull(consents.appointmentId)))
    .orderBy(asc(consents.acceptedAt));
}

export async function findErasureRequest(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ at: agencies.erasureRequestedAt, nome: agencies.nome, email: agencies.email })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** Records the erasure request once: answers the time if this call set it, else undefined. */
export async function markErasureRequested(db: DbOrTx, agencyId: string, now: Date) {
  const [row] = await db
    .update(agencies)
    .set({ erasureRequestedAt: now, updatedAt: now })
    .where(and(eq(agencies.id, agencyId), isNull(agencies.erasureRequestedAt)))
    .returning({ at: agencies.erasureRequestedAt });
  return row?.at ?? undefined;
}

/** Every active admin (they all receive the agencies' requests). */
export async function listActiveAdmins(db: DbOrTx) {
  return db
    .select({ email: admins.email, name: admins.name })
    .from(admins)
    .where(eq(admins.active, true));
}
