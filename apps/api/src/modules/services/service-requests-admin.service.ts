import { newReferralsCount } from '../referrals/referrals.service';
import {
  ADMIN_SERVICE_REQUEST_LIMIT,
  canMoveServiceRequest,
  SERVICE_REQUEST_STATE_LABELS,
  type AdminServiceRequest,
  type AdminServiceRequestQuery,
  type AdminWorkQueue,
  type ServiceRequestTransitionBody,
  type UserService,
} from '@portal/shared';
import { conflict, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { agencyExists } from '../agencies/agencies-admin.service';
import { unansweredLeads } from '../appointments/lead-notes.service';
import { recordAudit } from '../audit/audit.service';
import * as q from './service-requests-admin.queries';
import { sendRequestStateMail } from './service-requests.mail';

/** An agency's service requests (admin); 404 when the agency does not exist. */
export async function requestsOfAgency(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<UserService[]> {
  if (!(await agencyExists(deps, agencyId))) throw notFound('Agenzia non trovata.');
  const rows = await q.listAgencyServiceRequests(deps.db, agencyId);
  return rows.map((row) => ({
    _id: row.id,
    service: { _id: row.serviceId, name: row.serviceName },
    requested: row.requested,
    requested_at: row.requestedAt.toISOString(),
    state: row.state,
    note: row.note,
  }));
}

function toAdminRequest(row: q.AdminRequestRow): AdminServiceRequest {
  return {
    _id: row.id,
    service: { _id: row.serviceId, name: row.serviceName },
    agency: { _id: row.agencyId, nome: row.agencyNome, email: row.agencyEmail },
    requested_at: row.requestedAt.toISOString(),
    state: row.state,
    note: row.note,
    owner: row.ownerName === null ? null : { name: row.ownerName, surname: row.ownerSurname ?? '' },
    version: row.version,
  };
}

export async function listRequests(
  deps: Pick<ServiceDeps, 'db'>,
  query: AdminServiceRequestQuery,
): Promise<AdminServiceRequest[]> {
  const rows = await q.listServiceRequests(
    deps.db,
    { serviceId: query.servizio, state: query.stato, agencyId: query.agenzia },
    ADMIN_SERVICE_REQUEST_LIMIT,
  );
  return rows.map(toAdminRequest);
}

const REQUEST_NOT_FOUND = 'Richiesta di servizio non trovata.';

/**
 * Moves a request along its life (decision 051): only the moves of
 * SERVICE_REQUEST_TRANSITIONS, only from the version the admin read (409 otherwise, also
 * when another admin moved it first). Taking it makes the admin its owner. The change, its
 * audit record and the agency's mail commit together.
 */
export async function transitionRequest(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  adminId: string,
  body: ServiceRequestTransitionBody,
): Promise<AdminServiceRequest> {
  return deps.db.transaction(async (tx) => {
    const before = await q.findServiceRequest(tx, body.id);
    if (!before) throw notFound(REQUEST_NOT_FOUND);
    if (before.version !== body.version)
      throw conflict(
        `La richiesta è stata aggiornata da un altro amministratore (ora è “${SERVICE_REQUEST_STATE_LABELS[before.state]}”): ricarica la pagina.`,
      );
    if (!canMoveServiceRequest(before.state, body.to))
      throw conflict(
        `Una richiesta “${SERVICE_REQUEST_STATE_LABELS[before.state]}” non può diventare “${SERVICE_REQUEST_STATE_LABELS[body.to]}”.`,
      );
    const note = body.note === undefined ? undefined : body.note || null;
    const moved = await q.moveServiceRequest(tx, body.id, {
      from: before.state,
      to: body.to,
      version: body.version,
      adminId,
      setOwner: body.to === 'presa_in_carico',
      note,
      now: new Date(deps.clock.now()),
    });
    if (!moved)
      throw conflict(
        'La richiesta è stata aggiornata da un altro amministratore: ricarica la pagina.',
      );
    const after = (await q.findServiceRequest(tx, body.id))!;
    await recordAudit(tx, {
      adminId,
      entity: 'serviceRequest',
      entityId: body.id,
      action: 'update',
      changes: [
        { field: 'state', old: before.state, new: after.state },
        ...(body.to === 'presa_in_carico' ? [{ field: 'owner', old: null, new: adminId }] : []),
        ...(before.note !== after.note
          ? [{ field: 'note', old: before.note, new: after.note }]
          : []),
      ],
    });
    await sendRequestStateMail(deps, tx, {
      agency: { id: after.agencyId, nome: after.agencyNome, email: after.agencyEmail },
      serviceName: after.serviceName,
      state: after.state,
      note: after.note,
    });
    return toAdminRequest(after);
  });
}

export async function workQueue(deps: Pick<ServiceDeps, 'db'>): Promise<AdminWorkQueue> {
  const [counts, segnalazioniNuove, noteSenzaRisposta] = await Promise.all([
    q.workQueueCounts(deps.db),
    newReferralsCount(deps),
    unansweredLeads(deps),
  ]);
  return { ...counts, segnalazioniNuove, noteSenzaRisposta };
}
