import { and, asc, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { LeadStep, NoteRole, NoteSide } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  agencies,
  appointments,
  leadMilestones,
  leadNoteReads,
  leadNotes,
} from '../../db/schema/index';

const adminName = sql<
  string | null
>`nullif(trim(coalesce(${admins.name}, '') || ' ' || coalesce(${admins.surname}, '')), '')`;

/** The notes of some leads, oldest first, with their authors' names. */
export async function notesOf(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      id: leadNotes.id,
      appointmentId: leadNotes.appointmentId,
      role: leadNotes.role,
      authorAdminId: leadNotes.authorAdminId,
      authorAgencyId: leadNotes.authorAgencyId,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      editedAt: leadNotes.editedAt,
      adminName,
      agencyName: agencies.nome,
    })
    .from(leadNotes)
    .leftJoin(admins, eq(admins.id, leadNotes.authorAdminId))
    .leftJoin(agencies, eq(agencies.id, leadNotes.authorAgencyId))
    .where(inArray(leadNotes.appointmentId, appointmentIds))
    .orderBy(asc(leadNotes.appointmentId), asc(leadNotes.seq));
}
export type NoteRow = Awaited<ReturnType<typeof notesOf>>[number];

export async function insertNote(
  tx: DbOrTx,
  note: {
    appointmentId: string;
    role: NoteRole;
    authorAdminId: string | null;
    authorAgencyId: string | null;
    body: string;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(leadNotes)
    .values({
      appointmentId: note.appointmentId,
      role: note.role,
      authorAdminId: note.authorAdminId,
      authorAgencyId: note.authorAgencyId,
      body: note.body,
      createdAt: note.at,
    })
    .returning({ id: leadNotes.id });
  return row!.id;
}

/** One note, locked for its correction. */
export async function lockNote(tx: DbOrTx, noteId: string) {
  const [row] = await tx
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.id, noteId))
    .limit(1)
    .for('update');
  return row;
}

export async function correctNote(tx: DbOrTx, noteId: string, body: string, at: Date) {
  await tx.update(leadNotes).set({ body, editedAt: at }).where(eq(leadNotes.id, noteId));
}

/** The side opened the lead's notes at `at`: what the other side wrote until then is read. */
export async function markRead(db: DbOrTx, appointmentId: string, side: NoteSide, at: Date) {
  await db
    .insert(leadNoteReads)
    .values({ appointmentId, side, readAt: at })
    .onConflictDoUpdate({
      target: [leadNoteReads.appointmentId, leadNoteReads.side],
      set: { readAt: sql`greatest(${leadNoteReads.readAt}, excluded.read_at)` },
    });
}

export async function readAtOf(db: DbOrTx, appointmentId: string, side: NoteSide) {
  const [row] = await db
    .select({ readAt: leadNoteReads.readAt })
    .from(leadNoteReads)
    .where(and(eq(leadNoteReads.appointmentId, appointmentId), eq(leadNoteReads.side, side)))
    .limit(1);
  return row?.readAt ?? null;
}

/** The roles whose notes a side reads as the other side's. */
const OTHER_ROLES: Record<NoteSide, NoteRole[]> = {
  agenzia: ['mediatore', 'agente'],
  mediatore: ['agenzia'],
};

/**
 * The notes of the other side that `side` has not read, per lead, for the leads `scope`
 * selects (a condition on appointments; none: every lead).
 */
export async function unreadByLead(db: DbOrTx, side: NoteSide, scope?: SQL) {
  return db
    .select({ appointmentId: leadNotes.appointmentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(leadNotes)
    .innerJoin(appointments, eq(appointments.id, leadNotes.appointmentId))
    .leftJoin(
      leadNoteReads,
      and(eq(leadNoteReads.appointmentId, leadNotes.appointmentId), eq(leadNoteReads.side, side)),
    )
    .where(
      and(
        inArray(leadNotes.role, OTHER_ROLES[side]),
        or(sql`${leadNoteReads.readAt} is null`, gt(leadNotes.createdAt, leadNoteReads.readAt)),
        scope,
      ),
    )
    .groupBy(leadNotes.appointmentId)
    .orderBy(desc(sql`count(*)`), asc(leadNotes.appointmentId));
}

/** The leads whose last note is the agency's: the mediator has not answered (decision 105). */
export const unansweredLead = (): SQL => sql`${appointments.id} in (
  select last.appointment_id from (
    select distinct on (${leadNotes.appointmentId}) ${leadNotes.appointmentId} as appointment_id, ${leadNotes.role} as role
    from ${leadNotes}
    order by ${leadNotes.appointmentId}, ${leadNotes.seq} desc
  ) last where last.role = 'agenzia')`;

/** How many leads wait for the mediator's answer. */
export async function unansweredCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(appointments)
    .where(unansweredLead());
  return row?.n ?? 0;
}

/** The hub's leads: an agency's own, or those an internal agent recorded. */
export const hubScope = (who: { agencyId: string } | { agentId: string }): SQL =>
  'agencyId' in who
    ? eq(appointments.agencyId, who.agencyId)
    : eq(appointments.agentId, who.agentId);

/** Open leads (not Contratto, not Annullata) of a scope, each with its furthest step set. */
export async function openLeadsLastStep(db: DbOrTx, scope: SQL) {
  return db
    .select({
      id: appointments.id,
      step: sql<LeadStep | null>`max(${leadMilestones.step}) filter (where ${leadMilestones.day} is not null)`,
    })
    .from(appointments)
    .leftJoin(leadMilestones, eq(leadMilestones.appointmentId, appointments.id))
    .where(and(scope, notInArray(appointments.state, ['Contratto', 'Annullata'])))
    .groupBy(appointments.id);
}

/** GDPR: the notes of these leads lose their text (pseudonymisation, erasure). */
export async function clearNotesOf(db: DbOrTx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return;
  await db
    .update(leadNotes)
    .set({ body: '' })
    .where(inArray(leadNotes.appointmentId, appointmentIds));
}

/** GDPR: the notes of an agency's leads and those it wrote lose their text (its erasure). */
export async function clearNotesOfAgency(db: DbOrTx, agencyId: string) {
  const leads = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.agencyId, agencyId));
  await db
    .update(leadNotes)
    .set({ body: '' })
    .where(or(inArray(leadNotes.appointmentId, leads), eq(leadNotes.authorAgencyId, agencyId)));
}
