import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** bytea as bytes: `pg` reads it as a Buffer, PGlite (db/client.ts) too. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The uploaded files (service images and PDFs, referrers' photos), in the database every
 * process reads (decision 043): a file stored through one process is served by all, and a
 * backup of the database holds them. `name` is the one the server made (128 random bits and
 * the extension of the checked type, `upload-store.ts`); a name never changes content.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * A file's bytes in pieces of at most 256 kB, `seq` 0, 1, 2…: no statement carries a whole
 * 10 MB PDF (on PGlite one statement holds the event loop for as long as it runs), and a
 * file is served piece by piece. Stored uncompressed (the migration sets `storage
 * external`): WebP and PDF are compressed already.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    name: text('name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.seq] })],
);
