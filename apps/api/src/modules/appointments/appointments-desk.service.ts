import type { AdminAppointmentsFetch, AdminAppointmentsPage, Appointment } from '@portal/shared';
import { earlierReports } from '../referrals/referral-duplicates.service';
import { notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { diffChanges, recordAudit, redactFields } from '../audit/audit.service';
import { CLIENT_FIELDS } from './lead-retention.queries';
import { toAppointment } from './appointments.mapper';
import {
  findAppointmentById,
  lockAgencies,
  lockAppointment,
  saveAppointment,
} from './appointments.queries';
import { announceChange } from '../../db/changes';
import { countForDesk, forgetDeskCounts } from './appointments-desk.count.queries';
import { deleteAppointmentRow, pageRows } from './appointments-desk.queries';
import { deskFilterOf } from './appointments-desk.rules';
import { recomputePoints } from './points.queries';

type DeskDeps = Pick<ServiceDeps, 'db' | 'clock'>;

const NOT_FOUND = 'Appuntamento non trovato.';

/**
 * Fields of an appointment kept in the audit trail when the desk deletes it: what happened
 * to the lead, not who the client was (decision 055: a deleted lead's client data go with it).
 */
const DELETED_FIELDS = [
  'agenzia',
  'agente',
  'state',
  'dataFattoAppuntamento',
  'payed',
  'wc',
  'contratto',
  'created_at',
] as const;

/** admin_fetchAll: the filtered page (newest first unless sorted otherwise) and how many rows match. */
export async function fetchPage(
  deps: DeskDeps,
  body: AdminAppointmentsFetch,
): Promise<AdminAppointmentsPage> {
  const filter = deskFilterOf(body);
  const [total, rows] = await Promise.all([
    countForDesk(deps.db, filter, deps.clock.now()),
    pageRows(deps.db, filter, body.skip, body.limit, {
      sort: body.ordina ?? 'created',
      dir: body.verso ?? (body.ordina === 'cliente' ? 'asc' : 'desc'),
    }),
  ]);
  return {
    total,
    appuntamenti: rows.map(toAppointment),
    precedenti: await earlierReports(
      deps.db,
      rows.map((r) => r.a),
    ),
  };
}

/** admin_descr: the description edited inline, audited (old → new). */
export async function editDescription(
  deps: DeskDeps,
  adminId: string,
  id: string,
  description: string,
): Promise<Appointment> {
  const now = new Date(deps.clock.now());
  const view = await deps.db.transaction(async (tx) => {
    const before = await lockAppointment(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.description !== description) {
      // The agent's edit form holds the description too: its version moves (decision 028).
      await saveAppointment(
        tx,
        id,
        { description, updatedAt: now },
        { loaded: undefined, adminId, agentId: null },
      );
      await recordAudit(tx, {
        adminId,
        entity: 'appointment',
        entityId: id,
        action: 'update',
        changes: diffChanges({ description: before.description }, { description }, ['description']),
      });
    }
    return findAppointmentById(tx, id);
  });
  return toAppointment(view!);
}

/**
 * admin_delete: in one transaction the agency is locked, the appointment recorded in the
 * audit trail (every field, so the trail still tells what was deleted) and removed, and
 * the agency's points recomputed: the ranking follows at once.
 */
export async function deleteAppointment(
  deps: DeskDeps,
  adminId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Same lock order as the flag toggles (appointment, then agency): no deadlock between them.
    const before = await lockAppointment(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    await lockAgencies(tx, [before.agencyId]);
    const found = (await findAppointmentById(tx, id))!;
    const view = { ...toAppointment(found) } as Record<string, unknown>;
    view.agenzia = `${found.agenziaNome} <${found.agenziaEmail}>`;
    view.agente = found.agenteNome ? `${found.agenteNome} <${found.agenteEmail ?? ''}>` : null;
    const gone = Object.fromEntries(DELETED_FIELDS.map((f) => [f, null]));
    await recordAudit(tx, {
      adminId,
      entity: 'appointment',
      entityId: id,
      action: 'delete',
      changes: diffChanges(view, gone, DELETED_FIELDS),
    });
    await redactFields(tx, 'appointment', [id], CLIENT_FIELDS);
    await deleteAppointmentRow(tx, id);
    await recomputePoints(tx, before.agencyId);
    // The other processes drop their kept totals when this commits (decision 044).
    await announceChange(tx, 'desk');
  });
  forgetDeskCounts(deps.db);
}
