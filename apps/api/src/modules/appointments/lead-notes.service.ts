import {
  LEAD_STEPS,
  NOTE_MESSAGES,
  NOTE_ROLE_LABELS,
  NOTE_EDIT_WINDOW_MS,
  canCorrectNote,
  sideOf,
  type LeadNoteCreateBody,
  type LeadNoteEditBody,
  type LeadNotes,
  type LeadNotesUnread,
  type AgencyDataExport,
  type HubSummary,
  type LeadStep,
  type NoteRole,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import type { AuthAgency } from '../auth/auth.service';
import { queueNoteMails } from '../notifications/lead-note-mail.service';
import { scopeOf } from './appointments.service';
import * as q from './appointments.queries';
import { leadOf } from './lead-milestones.queries';
import * as n from './lead-notes.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'mailer'>;

/** Who reads or writes notes: an admin, or an agency's account (its people, or an agent). */
export type NoteActor = { kind: 'admin'; adminId: string } | { kind: 'user'; agency: AuthAgency };

const NOT_FOUND = 'Appuntamento non trovato.';

/**
 * The lead the actor may see and the role it writes with, or 404 (not its lead) / 403 (an
 * internal agent who did not record it, decision 105).
 */
async function leadFor(db: DbOrTx, actor: NoteActor, id: string) {
  const visible =
    actor.kind === 'admin' || (await q.findAppointment(db, scopeOf(actor.agency), id));
  const lead = visible ? await leadOf(db, id) : undefined;
  if (!lead) throw notFound(NOT_FOUND);
  if (actor.kind === 'admin') return { lead, role: 'mediatore' as NoteRole };
  if (!actor.agency.agenteInterno) return { lead, role: 'agenzia' as NoteRole };
  if (lead.agentId !== actor.agency.id) throw forbidden(NOTE_MESSAGES.notRecorder);
  return { lead, role: 'agente' as NoteRole };
}

const authoredBy = (
  actor: NoteActor,
  row: { authorAdminId: string | null; authorAgencyId: string | null },
) =>
  actor.kind === 'admin'
    ? row.authorAdminId === actor.adminId
    : row.authorAgencyId === actor.agency.id;

const authorName = (r: n.NoteRow) => r.adminName ?? r.agencyName ?? NOTE_ROLE_LABELS[r.role];

/**
 * admin_notes / user_notes: the lead's notes, oldest first. Opening them marks what the other
 * side wrote as read for the caller's side (decision 105).
 */
export async function readNotes(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  actor: NoteActor,
  id: string,
): Promise<LeadNotes> {
  const { role } = await leadFor(deps.db, actor, id);
  const side = sideOf(role);
  const now = deps.clock.now();
  const [rows, readAt] = await Promise.all([
    n.notesOf(deps.db, [id]),
    n.readAtOf(deps.db, id, side),
  ]);
  await n.markRead(deps.db, id, side, new Date(now));
  return {
    _id: id,
    note: rows.map((r) => ({
      _id: r.id,
      autore: authorName(r),
      ruolo: r.role,
      testo: r.body,
      scrittaIl: r.createdAt.toISOString(),
      correttaIl: r.editedAt?.toISOString() ?? null,
      correggibile: authoredBy(actor, r) && canCorrectNote(r.createdAt.getTime(), now),
      correggibilePerMs: authoredBy(actor, r)
        ? Math.max(0, NOTE_EDIT_WINDOW_MS - (now - r.createdAt.getTime()))
        : 0,
      nuova: sideOf(r.role) !== side && (!readAt || r.createdAt > readAt),
    })),
  };
}

const actorIds = (actor: NoteActor) =>
  actor.kind === 'admin' ? { adminId: actor.adminId } : { agencyId: actor.agency.id };

/**
 * admin_note / user_note: writes a note, its trace in the trail (without the text) and, in
 * the same transaction, the mails to the other side (decision 107).
 */
export async function createNote(
  app: Ctx,
  actor: NoteActor,
  body: LeadNoteCreateBody,
): Promise<LeadNotes> {
  const at = new Date(app.clock.now());
  await app.db.transaction(async (tx) => {
    const { lead, role } = await leadFor(tx, actor, body.id);
    const noteId = await n.insertNote(tx, {
      appointmentId: lead.id,
      role,
      authorAdminId: actor.kind === 'admin' ? actor.adminId : null,
      authorAgencyId: actor.kind === 'user' ? actor.agency.id : null,
      body: body.testo,
      at,
    });
    await recordAudit(tx, {
      ...actorIds(actor),
      entity: 'appointment',
      entityId: lead.id,
      action: 'update',
      changes: [{ field: 'nota', old: null, new: `scritta (${NOTE_ROLE_LABELS[role]}) ${noteId}` }],
    });
    const [written] = (await n.notesOf(tx, [lead.id])).filter((r) => r.id === noteId);
    await queueNoteMails(app, tx, {
      lead,
      role,
      author: written ? authorName(written) : NOTE_ROLE_LABELS[role],
    });
  });
  return readNotes(app, actor, body.id);
}

/**
 * admin_noteEdit / user_noteEdit: its author corrects a note within one minute of writing it
 * (decision 106): 403 for anyone else, 409 after the minute. Never deleted.
 */
export async function editNote(
  app: Ctx,
  actor: NoteActor,
  body: LeadNoteEditBody,
): Promise<LeadNotes> {
  const now = app.clock.now();
  const appointmentId = await app.db.transaction(async (tx) => {
    const note = await n.lockNote(tx, body.noteId);
    if (!note) throw notFound(NOTE_MESSAGES.notFound);
    await leadFor(tx, actor, note.appointmentId);
    if (!authoredBy(actor, note)) throw forbidden(NOTE_MESSAGES.notAuthor);
    if (!canCorrectNote(note.createdAt.getTime(), now)) throw conflict(NOTE_MESSAGES.late);
    if (note.body !== body.testo) {
      await n.correctNote(tx, note.id, body.testo, new Date(now));
      await recordAudit(tx, {
        ...actorIds(actor),
        entity: 'appointment',
        entityId: note.appointmentId,
        action: 'update',
        changes: [{ field: 'nota', old: note.id, new: `corretta ${note.id}` }],
      });
    }
    return note.appointmentId;
  });
  return readNotes(app, actor, appointmentId);
}

/** admin_notesUnread: the agencies' notes the mediator has not read, per lead and overall. */
export async function unreadForAdmin(deps: Pick<ServiceDeps, 'db'>): Promise<LeadNotesUnread> {
  const rows = await n.unreadByLead(deps.db, 'mediatore');
  return {
    totale: rows.reduce((sum, r) => sum + r.n, 0),
    pratiche: rows.map((r) => ({ _id: r.appointmentId, nonLette: r.n })),
  };
}

/** The work queue's figure: leads whose last note is the agency's (decision 105). */
export const unansweredLeads = (deps: Pick<ServiceDeps, 'db'>) => n.unansweredCount(deps.db);

/**
 * The hub's figures (decision 105): open leads by their last step and the other side's
 * unread notes, over the agency's own leads or those an internal agent recorded.
 */
export async function hubFigures(
  deps: Pick<ServiceDeps, 'db'>,
  agency: AuthAgency,
): Promise<Pick<HubSummary, 'openLeadsByStep' | 'unreadNotes'>> {
  const scope = n.hubScope(agency.agenteInterno ? { agentId: agency.id } : { agencyId: agency.id });
  const [open, unread] = await Promise.all([
    n.openLeadsLastStep(deps.db, scope),
    n.unreadByLead(deps.db, agency.agenteInterno ? 'mediatore' : 'agenzia', scope),
  ]);
  const byStep = new Map<LeadStep | null, number>();
  for (const r of open) byStep.set(r.step, (byStep.get(r.step) ?? 0) + 1);
  return {
    openLeadsByStep: [null, ...LEAD_STEPS].map((step) => ({ step, count: byStep.get(step) ?? 0 })),
    unreadNotes: unread.reduce((sum, r) => sum + r.n, 0),
  };
}

/** The notes of the given leads, for an agency's data export (decision 105). */
export async function notesOfLeads(
  deps: Pick<ServiceDeps, 'db'>,
  ids: string[],
): Promise<AgencyDataExport['notePratiche']> {
  const out = new Map<string, AgencyDataExport['notePratiche'][number]>();
  for (const r of await n.notesOf(deps.db, [...new Set(ids)])) {
    const lead = out.get(r.appointmentId) ?? { _id: r.appointmentId, note: [] };
    lead.note.push({
      autore: authorName(r),
      ruolo: r.role,
      testo: r.body,
      scrittaIl: r.createdAt.toISOString(),
      correttaIl: r.editedAt?.toISOString() ?? null,
    });
    out.set(r.appointmentId, lead);
  }
  return [...out.values()];
}

/** GDPR: the notes of an agency's leads, and those it wrote, lose their text (its erasure). */
export const clearNotesOfAgency = (db: DbOrTx, agencyId: string) =>
  n.clearNotesOfAgency(db, agencyId);
