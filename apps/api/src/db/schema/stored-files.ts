import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** bytea as bytes: `pg` reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The uploaded files (service images and PDFs, referrers' photos), in the database every
 * process reads (decision 043): a file stored through one process is served by all, and a
 * backup of the database holds them. `name` is the one the server made (128 random bits and
 * the extension of the checked type, `upload-store.ts`); a name never changes content.
 * The column is stored without compression (the migration sets `storage external`): the
 * files are WebP and PDF, already compressed, and a chunk is read without the whole value.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
