import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { appointments } from './appointments';
import { createdAt, updatedAt } from './common';

/**
 * An agency's choice for one kind of notification mail (AGENCY_MAIL_KINDS in
 * @portal/shared). No row means the default: the mail is sent.
 */
export const agencyMailPrefs = pgTable(
  'agency_mail_prefs',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.kind] })],
);

/**
 * The notification mails already queued about one appointment (decision 053): one row per
 * agency, kind and milestone (`Contratto`, `Fatto Appuntamento`, `recorded`), so a retried
 * request or the same change made a second time mails nothing new. Gone with the
 * appointment.
 */
export const agencyMailMarks = pgTable(
  'agency_mail_marks',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    milestone: text('milestone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.appointmentId, t.kind, t.milestone] }),
    index('agency_mail_marks_appointment_idx').on(t.appointmentId),
  ],
);
