import {
  bigserial,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTE_ROLES } from '@portal/shared';
import { admins } from './admins';
import { agencies } from './agencies';
import { appointments } from './appointments';
import { createdAt, id } from './common';

export const leadNoteRole = pgEnum('lead_note_role', NOTE_ROLES);
export const leadNoteSide = pgEnum('lead_note_side', ['agenzia', 'mediatore']);

/**
 * The notes of a lead's conversation (decision 105): never deleted; the lead's erasure and
 * pseudonymisation empty their text. Gone with the lead.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    /** The order of writing: two notes in the same millisecond keep theirs. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    role: leadNoteRole('role').notNull(),
    authorAdminId: uuid('author_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The agency, or the internal agent, who wrote it when no admin did. */
    authorAgencyId: uuid('author_agency_id').references(() => agencies.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When its author last corrected it, within the minute (decision 106). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_notes_appointment_idx').on(t.appointmentId, t.seq),
    index('lead_notes_admin_idx').on(t.authorAdminId),
    index('lead_notes_agency_idx').on(t.authorAgencyId),
  ],
);
export type LeadNoteRow = typeof leadNotes.$inferSelect;

/** When each side of a lead last opened its notes (decision 105): one row per lead and side. */
export const leadNoteReads = pgTable(
  'lead_note_reads',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    side: leadNoteSide('side').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.side] })],
);
