import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ServiceRequestState } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { admins, agencies, appointments, serviceRequests, services } from '../../db/schema/index';

/** An agency's service requests with the service's name, newest first. */
export async function listAgencyServiceRequests(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: serviceRequests.id,
      requested: serviceRequests.requested,
      requestedAt: serviceRequests.requestedAt,
      serviceId: services.id,
      serviceName: services.name,
      state: serviceRequests.state,
      note: serviceRequests.note,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .where(eq(serviceRequests.agencyId, agencyId))
    .orderBy(desc(serviceRequests.requestedAt));
}

const adminRequestColumns = {
  id: serviceRequests.id,
  requestedAt: serviceRequests.requestedAt,
  state: serviceRequests.state,
  note: serviceRequests.note,
  version: serviceRequests.version,
  serviceId: services.id,
  serviceName: services.name,
  agencyId: agencies.id,
  agencyNome: agencies.nome,
  agencyEmail: agencies.email,
  ownerName: admins.name,
  ownerSurname: admins.surname,
};
export type AdminRequestRow = Awaited<ReturnType<typeof listServiceRequests>>[number];

function adminRequestSelect(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(adminRequestColumns)
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .innerJoin(agencies, eq(agencies.id, serviceRequests.agencyId))
    .leftJoin(admins, eq(admins.id, serviceRequests.ownerAdminId))
    .where(where);
}

/** The requests of every agency, optionally of one service, one agency and in one state, newest first. */
export async function listServiceRequests(
  db: DbOrTx,
  filter: {
    serviceId?: string | undefined;
    state?: ServiceRequestState | undefined;
    agencyId?: string | undefined;
  },
  limit: number,
) {
  return adminRequestSelect(
    db,
    and(
      filter.serviceId ? eq(serviceRequests.serviceId, filter.serviceId) : undefined,
      filter.state ? eq(serviceRequests.state, filter.state) : undefined,
      filter.agencyId ? eq(serviceRequests.agencyId, filter.agencyId) : undefined,
    ),
  )
    .orderBy(desc(serviceRequests.requestedAt), desc(serviceRequests.id))
    .limit(limit);
}

export async function findServiceRequest(db: DbOrTx, id: string) {
  const [row] = await adminRequestSelect(db, eq(serviceRequests.id, id)).limit(1);
  return row;
}

/**
 * Moves the request to `to`, only from `from` and at `version` (the check is part of the
 * UPDATE: of two admins racing from one version only one passes). Undefined when it lost.
 */
export async function moveServiceRequest(
  db: DbOrTx,
  id: string,
  move: {
    from: ServiceRequestState;
    to: ServiceRequestState;
    version: number;
    adminId: string;
    setOwner: boolean;
    note: string | null | undefined;
    now: Date;
  },
) {
  const [row] = await db
    .update(serviceRequests)
    .set({
      state: move.to,
      version: sql`${serviceRequests.version} + 1`,
      updatedByAdminId: move.adminId,
      stateChangedAt: move.now,
      ...(move.setOwner ? { ownerAdminId: move.adminId } : {}),
      ...(move.note !== undefined ? { note: move.note } : {}),
    })
    .where(
      and(
        eq(serviceRequests.id, id),
        eq(serviceRequests.state, move.from),
        eq(serviceRequests.version, move.version),
      ),
    )
    .returning({ id: serviceRequests.id });
  return row;
}

/** The hub's work queue, each figure one aggregate query. */
export async function workQueueCounts(db: DbOrTx) {
  const [agencyRow, requestRow, appointmentRow] = await Promise.all([
    db
      .select({
        daConfermare:
          sql<number>`count(*) filter (where ${agencies.state} = 'DA CONFERMARE')`.mapWith(Number),
        cancellazioni:
          sql<number>`count(*) filter (where ${isNotNull(agencies.erasureRequestedAt)})`.mapWith(
            Number,
          ),
      })
      .from(agencies),
    db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.state, 'inviata')),
    db
      .select({
        daVerificare:
          sql<number>`count(*) filter (where ${appointments.state} = 'Fatto Appuntamento' and not ${appointments.wc})`.mapWith(
            Number,
          ),
        daPagare:
          sql<number>`count(*) filter (where ${appointments.state} = 'Contratto' and not ${appointments.payed})`.mapWith(
            Number,
          ),
      })
      .from(appointments),
  ]);
  return {
    agenzieDaConfermare: agencyRow[0]?.daConfermare ?? 0,
    richiesteServizi: requestRow[0]?.n ?? 0,
    appuntamentiDaVerificare: appointmentRow[0]?.daVerificare ?? 0,
    contrattiDaPagare: appointmentRow[0]?.daPagare ?? 0,
    richiesteCancellazione: agencyRow[0]?.cancellazioni ?? 0,
  };
}
