import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { agencies } from './agencies';
import { createdAt, id } from './common';

/** One row per agency login; the signed token names it, so logout revokes at once. */
export const agencySessions = pgTable(
  'agency_sessions',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('agency_sessions_agency_idx').on(t.agencyId)],
);

/** An admin login: the access token names its family; revoking it ends every token. */
export const adminTokenFamilies = pgTable(
  'admin_token_families',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last time the admin confirmed it is still them (password or code) in this sign-in. */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_token_families_admin_idx').on(t.adminId)],
);

/** Refresh tokens, stored hashed; each is used once (rotation), reuse revokes the family. */
export const adminRefreshTokens = pgTable(
  'admin_refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => adminTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_refresh_tokens_hash_uq').on(t.tokenHash),
    index('admin_refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const oneTimeTokenKind = pgEnum('one_time_token_kind', [
  'verify',
  'reset',
  'email_change',
  'invite',
]);

/**
 * Single-use, expiring, hashed tokens mailed for verification, password reset, the change of
 * e-mail (decision 057: `newEmail` is the address the link confirms) and the invitation
 * (decision 059).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: oneTimeTokenKind('kind').notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * `email_change` only: the new address, lower-cased; null on the row of a request for
     * another agency's address (kept, expired, only for the hourly cap).
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    index('one_time_tokens_agency_idx').on(t.agencyId),
  ],
);
