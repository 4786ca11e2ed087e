import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LeadStep } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { admins, agencies, appointments, leadMilestones } from '../../db/schema/index';

/** The saved steps of some leads, in the order of the steps, with who saved each last. */
export async function stepsOf(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: leadMilestones.appointmentId,
      step: leadMilestones.step,
      day: leadMilestones.day,
      version: leadMilestones.version,
      updatedAt: leadMilestones.updatedAt,
      adminName: sql<
        string | null
      >`nullif(trim(coalesce(${admins.name}, '') || ' ' || coalesce(${admins.surname}, '')), '')`,
      agentName: agencies.nome,
    })
    .from(leadMilestones)
    .leftJoin(admins, eq(admins.id, leadMilestones.updatedByAdminId))
    .leftJoin(agencies, eq(agencies.id, leadMilestones.updatedByAgencyId))
    .where(inArray(leadMilestones.appointmentId, appointmentIds))
    .orderBy(asc(leadMilestones.appointmentId), asc(leadMilestones.step));
}
export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

/** The set steps (a day) of the leads whose ids the subquery or list gives, for a timeline. */
export async function setStepsOf(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: leadMilestones.appointmentId,
      step: leadMilestones.step,
      day: leadMilestones.day,
      updatedAt: leadMilestones.updatedAt,
    })
    .from(leadMilestones)
    .where(
      and(inArray(leadMilestones.appointmentId, appointmentIds), isNotNull(leadMilestones.day)),
    )
    .orderBy(asc(leadMilestones.appointmentId), asc(leadMilestones.step));
}

/** One step's row, locked for the save that follows. */
export async function lockStep(tx: DbOrTx, appointmentId: string, step: LeadStep) {
  const [row] = await tx
    .select()
    .from(leadMilestones)
    .where(and(eq(leadMilestones.appointmentId, appointmentId), eq(leadMilestones.step, step)))
    .limit(1)
    .for('update');
  return row;
}

export interface StepSave {
  appointmentId: string;
  step: LeadStep;
  day: string | null;
  /** The version the caller read: 0 for a step never saved. */
  loaded: number;
  at: Date;
  adminId: string | null;
  agentId: string | null;
}

/**
 * Writes a step over the version it was read at: the first save inserts (a racing first
 * save finds the row and writes nothing), a later one updates only that version. False when
 * the step moved on meanwhile (the caller answers 409).
 */
export async function saveStep(tx: DbOrTx, s: StepSave): Promise<boolean> {
  const who = {
    updatedAt: s.at,
    updatedByAdminId: s.adminId,
    updatedByAgencyId: s.agentId,
  };
  if (s.loaded === 0) {
    const rows = await tx
      .insert(leadMilestones)
      .values({ appointmentId: s.appointmentId, step: s.step, day: s.day, ...who })
      .onConflictDoNothing()
      .returning({ id: leadMilestones.id });
    return rows.length > 0;
  }
  const rows = await tx
    .update(leadMilestones)
    .set({ day: s.day, version: sql`${leadMilestones.version} + 1`, ...who })
    .where(
      and(
        eq(leadMilestones.appointmentId, s.appointmentId),
        eq(leadMilestones.step, s.step),
        eq(leadMilestones.version, s.loaded),
      ),
    )
    .returning({ id: leadMilestones.id });
  return rows.length > 0;
}

/** What a step needs of its lead: state, recorder, agency and the client's name for the mail. */
export async function leadOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      state: appointments.state,
      agentId: appointments.agentId,
      agencyId: appointments.agencyId,
      name: appointments.name,
      surname: appointments.surname,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}
