import {
  APPOINTMENT_STATES,
  POINTS_TARGET,
  isRankingUnlocked,
  type Appointment,
  type AppointmentState,
  type AppointmentCreate,
  type AppointmentEdit,
  type Points,
  type Position,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { forbidden, notFound } from '../../lib/errors';
import { staleEdit } from '../../lib/stale-edit';
import type { AgencyClaims, AuthAgency } from '../auth/auth.service';
import { listForSession as listForSessionQuery } from './appointments-session.queries';
import { recomputePoints } from './points.queries';
import { toAppointment } from './appointments.mapper';
import * as q from './appointments.queries';
import { pointsBefore } from '../notifications/lead-mails.service';
import { leadChanged } from './lead-change.service';
import { recordAudit } from '../audit/audit.service';
import { duplicateFlag } from '../referrals/referral-duplicates.service';

/** Writes that may mail the agencies (decision 053) need the config and the outbox's mailer. */
type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

const NOT_FOUND = 'Appuntamento non trovato.';
const NOT_LINKED =
  'Agenzia non collegata al tuo account: puoi inserire appuntamenti solo per le agenzie del tuo referente.';

/** The caller's scope: an internal agent sees its linked agencies, an agency itself. */
export function scopeOf(agency: AuthAgency): q.AppointmentScope {
  return agency.agenteInterno
    ? { kind: 'agent', agentId: agency.id, referenteId: agency.referenteId }
    : { kind: 'agency', agencyId: agency.id };
}

/**
 * GET user_fetchAll: the caller's appointments, newest first, with the session checked in
 * the same statement (the route's guard checked only the token). Null when the session is
 * not live (the route answers 401).
 */
export async function listForSession(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  claims: AgencyClaims,
): Promise<{ me: AuthAgency; list: Appointment[] } | null> {
  const found = await listForSessionQuery(deps.db, {
    sessionId: claims.sessionId,
    agencyId: claims.agencyId,
    now: new Date(deps.clock.now()),
  });
  if (!found) return null;
  return {
    me: { ...found.me, sessionId: claims.sessionId },
    list: found.list.map(toAppointment),
  };
}

/** An agency's own appointments (its data export). */
export async function agencyAppointments(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<Appointment[]> {
  return (await q.listAgencyAppointments(deps.db, agencyId)).map(toAppointment);
}

/** How many of the agency's appointments are in each state, every state listed (360° view). */
export async function stateCountsOf(
  deps: Pick<ServiceDeps, 'db'>,
  agencyId: string,
): Promise<{ state: AppointmentState; n: number }[]> {
  const rows = await q.countAgencyByState(deps.db, agencyId);
  const byState = new Map(rows.map((r) => [r.state, Number(r.n)]));
  return APPOINTMENT_STATES.map((state) => ({ state, n: byState.get(state) ?? 0 }));
}

/** The appointments an internal agent recorded for the agencies linked to it. */
export async function recordedByAgent(
  deps: Pick<ServiceDeps, 'db'>,
  agentId: string,
): Promise<Appointment[]> {
  return (await q.listRecordedBy(deps.db, agentId)).map(toAppointment);
}

export async function getForUser(db: DbOrTx, agency: AuthAgency, id: string): Promise<Appointment> {
  const row = await q.findAppointment(db, scopeOf(agency), id);
  if (!row) throw notFound(NOT_FOUND);
  return toAppointment(row);
}

function writable(body: AppointmentCreate | AppointmentEdit): q.AppointmentWrite {
  return {
    agencyId: body.agenzia,
    state: body.state,
    name: body.name,
    surname: body.surname,
    email: body.email,
    cellulare: body.cellulare,
    description: body.description,
    dataFattoAppuntamento: body.dataFattoAppuntamento ? new Date(body.dataFattoAppuntamento) : null,
  };
}

/** An internal agent records an appointment for one of its linked agencies. */
export async function createForAgent(
  app: Ctx,
  agent: AuthAgency,
  body: AppointmentCreate,
): Promise<Appointment> {
  const now = new Date(app.clock.now());
  const id = await app.db.transaction(async (tx) => {
    if (!(await q.isLinkedAgency(tx, agent.id, agent.referenteId, body.agenzia)))
      throw forbidden(NOT_LINKED);
    await q.lockAgencies(tx, [body.agenzia]);
    const before = await pointsBefore(tx, [body.agenzia]);
    const flag = await duplicateFlag(tx, { email: body.email, phone: body.cellulare }, now);
    const newId = await q.insertAppointment(tx, {
      ...writable(body),
      ...flag,
      agentId: agent.id,
      createdAt: now,
    });
    if (flag.duplicateOfAt) {
      await recordAudit(tx, {
        agencyId: agent.id,
        entity: 'appointment',
        entityId: newId,
        action: 'create',
        changes: [{ field: 'giaSegnalatoIl', old: null, new: flag.duplicateOfAt.toISOString() }],
      });
    }
    await recomputePoints(tx, body.agenzia);
    await leadChanged(app, tx, {
      appointment: {
        id: newId,
        agencyId: body.agenzia,
        state: body.state,
        name: body.name,
        surname: body.surname,
      },
      before: null,
      recordedBy: agent.id,
      pointsBefore: before,
    });
    return newId;
  });
  return getForUser(app.db, agent, id);
}

/**
 * A lead that arrives without an internal agent (a client sends the plan from an agency's
 * Piano D'Acquisto): stored Inserito, the agency's points recomputed, inside the caller's
 * transaction. Returns its id.
 */
export async function insertClientLead(
  tx: DbOrTx,
  lead: Pick<
    q.AppointmentWrite,
    'agencyId' | 'name' | 'surname' | 'email' | 'cellulare' | 'description'
  > & {
    createdAt: Date;
    /** The internal agent who made it (a referral it converted); none for a client's plan. */
    agentId?: string | null;
    /** The referral it is made from, which is not an earlier report of its own client. */
    referralId?: string;
    /** A client's plan from a Piano opened from a Display Rata badge (decision 115). */
    fromDisplayRata?: boolean;
  },
): Promise<string> {
  const { referralId, ...values } = lead;
  await q.lockAgencies(tx, [lead.agencyId]);
  const flag = await duplicateFlag(
    tx,
    { email: lead.email, phone: lead.cellulare },
    lead.createdAt,
    referralId,
  );
  const id = await q.insertAppointment(tx, {
    ...values,
    ...flag,
    state: 'Inserito',
    dataFattoAppuntamento: null,
    agentId: lead.agentId ?? null,
  });
  await recomputePoints(tx, lead.agencyId);
  return id;
}

/**
 * An internal agent edits an appointment of its linked agencies. Only the fields of the
 * form change; payed, wc and contratto stay the admin's. Moving it to another linked
 * agency recomputes both agencies' points in the same transaction. Written only over the
 * version the form was loaded from (decision 028).
 */
export async function editForAgent(
  app: Ctx,
  agent: AuthAgency,
  body: AppointmentEdit,
): Promise<Appointment> {
  const now = new Date(app.clock.now());
  const scope = scopeOf(agent);
  await app.db.transaction(async (tx) => {
    if (!(await q.findAppointment(tx, scope, body._id))) throw notFound(NOT_FOUND);
    const current = await q.lockAppointment(tx, body._id);
    if (!current) throw notFound(NOT_FOUND);
    if (
      current.agencyId !== body.agenzia &&
      !(await q.isLinkedAgency(tx, agent.id, agent.referenteId, body.agenzia))
    ) {
      throw forbidden(NOT_LINKED);
    }
    const touched = [current.agencyId, body.agenzia];
    await q.lockAgencies(tx, touched);
    const before = await pointsBefore(tx, touched);
    const saved = await q.saveAppointment(
      tx,
      body._id,
      { ...writable(body), updatedAt: now },
      { loaded: body.version, adminId: null, agentId: agent.id },
    );
    if (!saved) throw staleEdit(await q.lastAppointmentSave(tx, body._id), now, NOT_FOUND);
    for (const agencyId of new Set(touched)) await recomputePoints(tx, agencyId);
    await leadChanged(app, tx, {
      appointment: {
        id: body._id,
        agencyId: body.agenzia,
        state: body.state,
        name: body.name,
        surname: body.surname,
      },
      before: { agencyId: current.agencyId, state: current.state },
      pointsBefore: before,
    });
  });
  return getForUser(app.db, agent, body._id);
}

export async function pointsOf(db: DbOrTx, agency: AuthAgency): Promise<Points> {
  const row = await q.findAgencyPoints(db, agency.id);
  return { points: row?.points ?? 0, target: POINTS_TARGET };
}

/** The place of an agency with `points` in the ranking; the caller decides who may see it. */
export function rankingPlace(db: DbOrTx, points: number): Promise<Position> {
  return q.rankingPosition(db, points);
}

/** The ranking position, refused to internal agents and below the target (spec section 9). */
export async function positionOf(db: DbOrTx, agency: AuthAgency): Promise<Position> {
  if (agency.agenteInterno)
    throw forbidden('La classifica riguarda le agenzie: gli agenti interni non vi partecipano.');
  const row = await q.findAgencyPoints(db, agency.id);
  const points = row?.points ?? 0;
  if (!isRankingUnlocked(points)) {
    throw forbidden(`La classifica si sblocca a ${POINTS_TARGET} punti: ora ne hai ${points}.`);
  }
  return q.rankingPosition(db, points);
}
