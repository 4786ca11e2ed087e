import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  appointments,
  referrers,
  serviceRequests,
  services,
} from '../../db/schema/index';

/** The agency's points, whether it is an internal agent, and its referrer's direct contact. */
export async function findAgencyWithReferrer(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({
      points: agencies.points,
      agenteInterno: agencies.agenteInterno,
      referrerNome: referrers.nome,
      referrerCognome: referrers.cognome,
      referrerEmail: referrers.email,
      referrerTelefono: referrers.telefono,
      referrerActive: referrers.active,
    })
    .from(agencies)
    .leftJoin(referrers, eq(referrers.id, agencies.referenteId))
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** The agency's appointments created since the start of `now`'s month in Europe/Rome, per state. */
export async function leadsThisMonth(db: DbOrTx, agencyId: string, now: Date) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const monthStart = sql`(date_trunc('month', ${nowAt} at time zone 'Europe/Rome') at time zone 'Europe/Rome')`;
  return db
    .select({ state: appointments.state, count: count() })
    .from(appointments)
    .where(and(eq(appointments.agencyId, agencyId), gte(appointments.createdAt, monthStart)))
    .groupBy(appointments.state);
}

/** The agency's open service requests, newest first, with the service's name. */
export async function openServiceRequests(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select({
      id: serviceRequests.id,
      serviceName: services.name,
      requestedAt: serviceRequests.requestedAt,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(and(eq(serviceRequests.agencyId, agencyId), eq(serviceRequests.requested, true)))
    .orderBy(desc(serviceRequests.requestedAt), asc(services.name))
    .limit(limit);
}
