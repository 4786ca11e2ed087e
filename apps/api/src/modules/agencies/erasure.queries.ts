import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, agencySessions, oneTimeTokens, serviceRequests } from '../../db/schema/index';
import { jobs } from '../../db/job-table';

export async function findErasure(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({
      id: agencies.id,
      nome: agencies.nome,
      email: agencies.email,
      titolare: agencies.titolare,
      requestedAt: agencies.erasureRequestedAt,
      erasedAt: agencies.erasedAt,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row;
}

/**
 * Pseudonymises the agency's personal data in its record (decisions.md, "Personal data"):
 * owner, e-mail, phones, street address; ragione sociale, Partita IVA, name and town stay
 * for the accounts. The password becomes one no argon2 check accepts. Null if another
 * request erased it first.
 */
export async function pseudonymiseAgency(db: DbOrTx, agencyId: string, now: Date) {
  const rows = await db
    .update(agencies)
    .set({
      titolare: null,
      email: `cancellata-${agencyId}@cancellata.invalid`,
      cellulare: null,
      telefono: null,
      indirizzo: null,
      cap: null,
      passwordHash: '!erased',
      erasedAt: now,
      erasureRequestedAt: sql`coalesce(${agencies.erasureRequestedAt}, ${now})`,
      updatedAt: now,
      version: sql`${agencies.version} + 1`,
    })
    .where(and(eq(agencies.id, agencyId), isNull(agencies.erasedAt)))
    .returning({ id: agencies.id });
  return rows[0] ?? null;
}

/** The agency's service requests: their trail holds the admins' notes about it. */
export async function serviceRequestIds(db: DbOrTx, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.agencyId, agencyId));
  return rows.map((r) => r.id);
}

/** Ends the agency's sign-ins and voids its pending links. */
export async function endAccess(db: DbOrTx, agencyId: string, now: Date) {
  await db
    .update(agencySessions)
    .set({ revokedAt: now })
    .where(and(eq(agencySessions.agencyId, agencyId), isNull(agencySessions.revokedAt)));
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.agencyId, agencyId));
}

/**
 * Jobs of the queue (pg-boss's job table, decision 061) that name `address`, done or not
 * (the admins' notices included): their content is dropped and the pending ones cancelled,
 * so no copy remains. A job a worker holds at this moment keeps its state (pg-boss settles
 * it), but not its content.
 */
export async function redactMailsTo(db: DbOrTx, address: string, now: Date) {
  const pending = sql`${jobs.state} in ('created', 'retry')`;
  const rows = await db
    .update(jobs)
    .set({
      data: { cancellato: true },
      state: sql`case when ${pending} then 'cancelled' else ${jobs.state} end::pgboss.job_state`,
      completedOn: sql`case when ${pending} then ${now.toISOString()}::timestamptz else ${jobs.completedOn} end`,
      output: sql`case when ${pending} then '{"message":"destinatario cancellato"}'::jsonb else ${jobs.output} end`,
    })
    .where(sql`strpos(lower(${jobs.data}::text), ${address.toLowerCase()}) > 0`)
    .returning({ id: jobs.id });
  return rows.length;
}
