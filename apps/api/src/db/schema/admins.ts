import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The base32 TOTP secret of the second factor; null until the admin has enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret offered at enrolment, kept until the first code from it confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted: a code is good once (ASVS 6.5.1, decision 039). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_uq').on(t.email)],
);
export type AdminRow = typeof admins.$inferSelect;

/** Single-use recovery codes of an admin's second factor, stored as SHA-256 hashes (decision 039). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_recovery_codes_hash_uq').on(t.codeHash),
    index('admin_recovery_codes_admin_idx').on(t.adminId),
  ],
);

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
