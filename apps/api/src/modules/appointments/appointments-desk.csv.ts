import { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appointmentsCsvColumns } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { csvBatch, csvQuery, type DeskCursor } from './appointments-desk.queries';
import type { DeskFilter } from './appointments-desk.rules';

/**
 * The embedded PGlite runs every query on the main thread, so it reads small keyset
 * batches and the event loop is free between them (ARCHITECTURE.md).
 */
export const CSV_PGLITE_BATCH = 500;

/** Where the rows come from: the raw pg pool on PostgreSQL (for COPY), else Drizzle only. */
export interface CsvSource {
  db: DbOrTx;
  pool?: pg.Pool | undefined;
}

/** A bound value written into the statement as a literal: COPY takes no parameters. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  return client.escapeLiteral(String(value));
}

function inlineParams(client: pg.PoolClient, text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(client, params[Number(n) - 1]));
}

/** The 19-byte signature, flags and extension length that open a binary COPY. */
const BINARY_HEADER = 19;

/**
 * The lines of `COPY … TO STDOUT (FORMAT binary)` over one text column: each tuple is a
 * field count, a length and the bytes, so the line (already CSV, written by the database)
 * is taken as it is, with no escaping to undo and no per-row parsing in JavaScript.
 * Chunks may end anywhere: the rest waits for the next one. The lines are moved together
 * inside the chunk itself, over the tuple headers: no buffer and no object per row, so a
 * million rows leave no garbage for the collector to catch up with.
 */
export async function* linesFromBinaryCopy(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  let started = false;
  for await (const chunk of chunks) {
    // A copy only when a tuple was cut at the end of the last chunk (the chunk is ours:
    // nothing else reads it once it has been handed over).
    const buf = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let pos = 0;
    if (!started) {
      if (buf.length < BINARY_HEADER || buf.length < BINARY_HEADER + buf.readUInt32BE(15)) {
        rest = buf;
        continue;
      }
      pos = BINARY_HEADER + buf.readUInt32BE(15);
      started = true;
    }
    let out = 0;
    while (buf.length - pos >= 2) {
      if (buf.readInt16BE(pos) === -1) {
        pos = buf.length; // the trailer: nothing follows
        break;
      }
      if (buf.length - pos < 6) break;
      const size = buf.readInt32BE(pos + 2);
      const end = pos + 6 + Math.max(size, 0);
      if (end > buf.length) break;
      if (size > 0) {
        buf.copyWithin(out, pos + 6, end);
        out += size;
      }
      pos = end;
    }
    rest = buf.subarray(pos);
    if (out > 0) yield buf.subarray(0, out);
  }
}

/**
 * PostgreSQL: one `COPY (query) TO STDOUT` in a read-only snapshot. The database writes
 * every line; the server only passes the bytes on, and the connection is paused whenever
 * the download is slower than the database, so memory stays flat.
 */
async function* fromCopy(pool: pg.Pool, db: DbOrTx, filter: DeskFilter) {
  const { sql, params } = csvQuery(db, filter).toSQL();
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    // One sort of the whole result in memory instead of on disk.
    await client.query("set local work_mem = '64MB'");
    // The download lasts as long as the client reads (decision 025): no statement timeout
    // for it, but a lock it would wait on still ends the wait after the same time.
    await client.query(
      "select set_config('lock_timeout', current_setting('statement_timeout'), true), set_config('statement_timeout', '0', true)",
    );
    const copy = client.query(
      copyTo(`copy (${inlineParams(client, sql, params)}) to stdout with (format binary)`),
    );
    yield* linesFromBinaryCopy(copy);
    await client.query('commit');
    finished = true;
  } finally {
    // A download abandoned half-way leaves the COPY running: that connection is closed,
    // not given back to the pool.
    client.release(finished ? undefined : true);
  }
}

/** PGlite: keyset batches on (created_at, id), each a short index range read. */
async function* fromBatches(db: DbOrTx, filter: DeskFilter, batchSize: number) {
  let cursor: DeskCursor | null = null;
  for (;;) {
    const batch = await csvBatch(db, filter, cursor, batchSize);
    if (batch.length > 0) yield batch.map((row) => row.line).join('');
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    cursor = { createdAt: last.at, id: last.id };
  }
}

/**
 * appuntamenti.csv as a stream: exactly the rows of the desk's filters, in the table's
 * order (newest first), each slice read when the response asks for more, so memory stays
 * constant whatever the number of rows. The database writes each line by the rules of
 * lib/csv.ts (semicolon, every cell quoted, formula cells neutralised, dates dd/mm/yyyy
 * HH:mm in Europe/Rome); the header and the UTF-8 BOM come from csv.ts itself.
 */
export function appointmentsCsvStream(
  source: CsvSource,
  filter: DeskFilter,
  productName: string,
  pgliteBatch = CSV_PGLITE_BATCH,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(appointmentsCsvColumns(productName));
    yield* source.pool
      ? fromCopy(source.pool, source.db, filter)
      : fromBatches(source.db, filter, pgliteBatch);
  }
  return Readable.from(lines(), { objectMode: false });
}
