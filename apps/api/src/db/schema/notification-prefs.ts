import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { updatedAt } from './common';

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
