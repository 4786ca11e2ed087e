import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_uq').on(t.email)],
);
export type AdminRow = typeof admins.$inferSelect;

/**
 * The version an edit form loads and sends back with its save, and the admin who saved
 * last (decision 028). Every record an admin edits has both.
 */
export const versionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, {
    onDelete: 'set null',
  }),
});
