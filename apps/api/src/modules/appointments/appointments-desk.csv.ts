import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { appointmentsCsvColumns } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { copyLines } from '../../lib/copy-lines';
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

/** How much of the file the server holds ahead of the download. */
const STREAM_BUFFER_BYTES = 1024 * 1024;

/**
 * PostgreSQL: one `COPY (query) TO STDOUT` in a read-only snapshot, after `head`. The
 * database writes every line; the server only passes the bytes on (lib/copy-lines.ts), and
 * the connection is paused whenever the download is slower than the database, so memory
 * stays flat. The copy is piped, chunk by chunk as it arrives: read through an async
 * iterator, each read would join every chunk waiting into one new buffer, a copy of the
 * whole file over a download and a third of the server's work.
 */
function fromCopy(pool: pg.Pool, db: DbOrTx, filter: DeskFilter, head: string): Readable {
  const out = new PassThrough({ highWaterMark: STREAM_BUFFER_BYTES });
  out.write(head);
  const { sql, params } = csvQuery(db, filter).toSQL();
  void (async () => {
    let client: pg.PoolClient | undefined;
    let finished = false;
    try {
      client = await pool.connect();
      await client.query('begin transaction isolation level repeatable read read only');
      // One sort of the whole result in memory instead of on disk.
      await client.query("set local work_mem = '64MB'");
      // The download lasts as long as the client reads (decision 025): no statement timeout
      // for it, but a lock it would wait on still ends the wait after the same time.
      await client.query(
        "select set_config('lock_timeout', current_setting('statement_timeout'), true), set_config('statement_timeout', '0', true)",
      );
      const copy = client.query(copyLines(inlineParams(client, sql, params)));
      // An error of the COPY reaches the download through the pipeline. One the COPY reports
      // after the pipeline has ended, when the connection of an abandoned download is closed
      // under it (below), is expected, and must not be left unhandled.
      copy.on('error', () => {});
      await pipeline(copy, out, { end: false });
      await client.query('commit');
      finished = true;
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    } finally {
      // A download abandoned half-way leaves the COPY running: that connection is closed,
      // not given back to the pool.
      client?.release(finished ? undefined : true);
    }
  })();
  return out;
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
  const head = CSV_BOM + csvRow(appointmentsCsvColumns(productName));
  if (source.pool) return fromCopy(source.pool, source.db, filter, head);
  async function* lines() {
    yield head;
    yield* fromBatches(source.db, filter, pgliteBatch);
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES });
}
