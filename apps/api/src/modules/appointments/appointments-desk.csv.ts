import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DbOrTx } from '../../db/client';
import { csvHead, csvLines } from '../../lib/csv';
import {
  appointmentsCsvColumns,
  deskCsvBatch,
  deskCsvQuery,
  type DeskCsvColumn,
} from './appointments-desk.csv.queries';
import type { DeskCursor } from './appointments-desk.queries';
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
 * database writes and quotes every line (`FORMAT csv, FORCE_QUOTE *`: the same bytes as
 * csvLines); pg-copy-streams hands its data on as it comes, and the connection is paused
 * whenever the download is slower than the database, so memory stays flat. The copy reads
 * up to a megabyte ahead, so the database goes on writing while the server sends.
 */
function fromCopy(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  head: string,
): Readable {
  const out = new PassThrough({ highWaterMark: STREAM_BUFFER_BYTES });
  out.write(head);
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
      const text = inlineParams(client, query.sql, query.params);
      const copy = client.query(
        copyTo(`copy (${text}) to stdout with (format csv, delimiter ';', force_quote *)`, {
          highWaterMark: STREAM_BUFFER_BYTES,
        }),
      );
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

/**
 * PGlite: the same query in keyset batches on (created_at, id), each a short index range
 * read, written with csv-stringify (lib/csv.ts).
 */
async function* fromBatches(
  db: DbOrTx,
  filter: DeskFilter,
  columns: readonly DeskCsvColumn[],
  batchSize: number,
) {
  let cursor: DeskCursor | null = null;
  for (;;) {
    const batch = await deskCsvBatch(db, filter, columns, cursor, batchSize);
    if (batch.length > 0) yield csvLines(batch.map((row) => row.texts));
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    cursor = last.cursor;
  }
}

/**
 * appuntamenti.csv as a stream: exactly the rows of the desk's filters, in the table's
 * order (newest first), each slice read when the response asks for more, so memory stays
 * constant whatever the number of rows. One list of columns (appointments-desk.csv.queries.ts)
 * gives the header and the one query both engines read; the UTF-8 BOM comes from lib/csv.ts.
 */
export function appointmentsCsvStream(
  source: CsvSource,
  filter: DeskFilter,
  productName: string,
  pgliteBatch = CSV_PGLITE_BATCH,
): Readable {
  const columns = appointmentsCsvColumns(productName);
  const head = csvHead(columns);
  if (source.pool) {
    return fromCopy(source.pool, deskCsvQuery(source.db, filter, columns).toSQL(), head);
  }
  async function* lines() {
    yield head;
    yield* fromBatches(source.db, filter, columns, pgliteBatch);
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES });
}
