import type { Appointment } from '@portal/shared';
import { notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { diffChanges, recordAudit } from '../audit/audit.service';
import { recomputePoints } from './points.queries';
import { toAppointment } from './appointments.mapper';
import * as q from './appointments.queries';
import { pointsBefore } from '../notifications/lead-mails.service';
import { leadChanged } from './lead-change.service';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** The flags an admin toggles one at a time (spec section 4: each toggle is saved at once). */
export type AppointmentFlag = 'payed' | 'wc' | 'contratto';
export const APPOINTMENT_FLAGS: readonly AppointmentFlag[] = ['payed', 'wc', 'contratto'];

/**
 * Sets one flag: in one transaction the appointment and its agency are locked, the flag
 * written, the change audited (who, when, old → new) and the agency's points recomputed.
 */
export async function toggleFlag(
  app: Ctx,
  adminId: string,
  flag: AppointmentFlag,
  id: string,
  value: boolean,
): Promise<Appointment> {
  const now = new Date(app.clock.now());
  const view = await app.db.transaction(async (tx) => {
    const before = await q.lockAppointment(tx, id);
    if (!before) throw notFound('Appuntamento non trovato.');
    await q.lockAgencies(tx, [before.agencyId]);
    const points = await pointsBefore(tx, [before.agencyId]);
    const after = { [flag]: value } as Partial<Record<AppointmentFlag, boolean>>;
    await q.updateAppointment(tx, id, { ...after, updatedAt: now });
    await recordAudit(tx, {
      adminId,
      entity: 'appointment',
      entityId: id,
      action: 'update',
      changes: diffChanges<Record<AppointmentFlag, boolean>>(before, after, [flag]),
    });
    await recomputePoints(tx, before.agencyId);
    // A confirmed contract or a verified appointment may move the agency up the ranking.
    await leadChanged(app, tx, {
      appointment: before,
      before: { agencyId: before.agencyId, state: before.state },
      pointsBefore: points,
    });
    return q.findAppointmentById(tx, id);
  });
  return toAppointment(view!);
}
