import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { SERVICE_REQUEST_OPEN_STATES } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  appointments,
  referrers,
  serviceRequests,
  services,
} from '../../db/schema/index';
import { linkedTo, type AppointmentScope } from '../appointments/appointments.queries';
import { appointmentPointsSql } from './contest.queries';

/**
 * The leads the caller's appointment list shows (decisions.md, "Roles"): an agency its own,
 * an internal agent those of its linked agencies.
 */
function inScope(db: DbOrTx, scope: AppointmentScope): SQL {
  if (scope.kind === 'agency') return eq(appointments.agencyId, scope.agencyId);
  const linked = db
    .select({ id: agencies.id })
    .from(agencies)
    .where(linkedTo(agencies, scope.agentId, scope.referenteId));
  return inArray(appointments.agencyId, linked);
}

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

/** The caller's appointments created since the start of `now`'s month in Europe/Rome, per state. */
export async function leadsThisMonth(db: DbOrTx, scope: AppointmentScope, now: Date) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const monthStart = sql`(date_trunc('month', ${nowAt} at time zone 'Europe/Rome') at time zone 'Europe/Rome')`;
  return db
    .select({ state: appointments.state, count: count() })
    .from(appointments)
    .where(and(inScope(db, scope), gte(appointments.createdAt, monthStart)))
    .groupBy(appointments.state);
}

/** The caller's latest appointments with their points, newest first. */
export async function latestAppointments(db: DbOrTx, scope: AppointmentScope, limit: number) {
  return db
    .select({
      id: appointments.id,
      name: appointments.name,
      surname: appointments.surname,
      state: appointments.state,
      createdAt: appointments.createdAt,
      points: appointmentPointsSql,
    })
    .from(appointments)
    .where(inScope(db, scope))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit);
}

/**
 * The agency's open service requests (sent or taken, not completed nor refused), newest
 * first, with the service's name and the state.
 */
export async function openServiceRequests(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select({
      id: serviceRequests.id,
      serviceName: services.name,
      requestedAt: serviceRequests.requestedAt,
      state: serviceRequests.state,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(
      and(
        eq(serviceRequests.agencyId, agencyId),
        eq(serviceRequests.requested, true),
        inArray(serviceRequests.state, [...SERVICE_REQUEST_OPEN_STATES]),
      ),
    )
    .orderBy(desc(serviceRequests.requestedAt), asc(services.name))
    .limit(limit);
}
