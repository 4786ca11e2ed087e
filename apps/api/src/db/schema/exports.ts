import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { createdAt, id } from './common';

export const exportKind = pgEnum('export_kind', [
  'appuntamentiCsv',
  'appuntamentiXlsx',
  'agenzieCsv',
  'agenzieXlsx',
]);

/**
 * Single-use export links (decision 060): the token stored hashed, the admin who asked,
 * which file and its filter, and how far its download got. Every API process reads and
 * writes the same rows: nothing about an export lives in one process's memory.
 */
export const exportLinks = pgTable(
  'export_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    kind: exportKind('kind').notNull(),
    params: jsonb('params').notNull(),
    totalRows: integer('total_rows').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('export_links_hash_uq').on(t.tokenHash),
    index('export_links_admin_idx').on(t.adminId),
  ],
);
export type ExportLinkRow = typeof exportLinks.$inferSelect;
