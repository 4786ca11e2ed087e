import { z } from 'zod';
import { NOTE_MAX, NOTE_MESSAGES, NOTE_ROLES } from '../domain/lead-notes';
import { IdSchema } from './common';

/** A note's text: trimmed, not empty, at most NOTE_MAX characters (decision 105). */
const NoteTextSchema = z
  .string({ message: NOTE_MESSAGES.empty })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, { message: NOTE_MESSAGES.empty })
      .max(NOTE_MAX, { message: NOTE_MESSAGES.tooLong }),
  );

/** One note of a lead's conversation, as both sides read it. */
export const LeadNoteSchema = z.object({
  _id: IdSchema,
  autore: z.string(),
  ruolo: z.enum(NOTE_ROLES),
  testo: z.string(),
  scrittaIl: z.string(),
  /** When its author last corrected it; null when never. */
  correttaIl: z.string().nullable(),
  /** Whether the caller may still correct it (its author, within the minute). */
  correggibile: z.boolean(),
  /**
   * How many milliseconds of the minute were left when the server answered (0 when it may
   * not be corrected): the page hides «Correggi» when they run out, whatever its clock says.
   */
  correggibilePerMs: z.number().int().min(0),
  /** Written by the other side after the caller's side last opened the notes. */
  nuova: z.boolean(),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

/** GET …_notes/:id: the notes of one lead, oldest first. Reading them marks them read. */
export const LeadNotesSchema = z.object({
  _id: IdSchema,
  note: z.array(LeadNoteSchema),
});
export type LeadNotes = z.infer<typeof LeadNotesSchema>;

/** POST …_note: a new note on a lead (with an Idempotency-Key). */
export const LeadNoteCreateBodySchema = z.object({ id: IdSchema, testo: NoteTextSchema });
export type LeadNoteCreateBody = z.infer<typeof LeadNoteCreateBodySchema>;

/** POST …_noteEdit: its author corrects a note within the minute. */
export const LeadNoteEditBodySchema = z.object({ noteId: IdSchema, testo: NoteTextSchema });
export type LeadNoteEditBody = z.infer<typeof LeadNoteEditBodySchema>;

/** GET admin_notesUnread: the agency's notes the mediator has not read, per lead and overall. */
export const LeadNotesUnreadSchema = z.object({
  totale: z.number().int(),
  pratiche: z.array(z.object({ _id: IdSchema, nonLette: z.number().int() })),
});
export type LeadNotesUnread = z.infer<typeof LeadNotesUnreadSchema>;
