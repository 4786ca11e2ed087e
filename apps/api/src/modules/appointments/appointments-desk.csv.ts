import { Readable } from 'node:stream';
import type pg from 'pg';
import { appointmentsCsvColumns } from '@portal/shared';
import type { DbOrTx } from '../../db/client';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { csvBatch, csvQuery, type DeskCursor } from './appointments-desk.queries';
import type { DeskFilter } from './appointments-desk.rules';

/**
 * Rows per round trip. PostgreSQL: FETCH from one cursor (one plan, one consistent
 * snapshot, no re-seeking). The embedded PGlite runs every query on the main thread, so
 * it reads small keyset batches and the event loop is free between them (ARCHITECTURE.md).
 */
export const CSV_FETCH_ROWS = 2_000;
export const CSV_PGLITE_BATCH = 500;

/** Where the rows come from: the raw pg pool on PostgreSQL (for the cursor), else Drizzle only. */
export interface CsvSource {
  db: DbOrTx;
  pool?: pg.Pool | undefined;
}

/**
 * PostgreSQL: a read-only snapshot and one cursor over the whole query, fetched in
 * slices; the next slice is asked for before the current one is formatted, so the
 * database and the server work at the same time.
 */
async function* fromCursor(pool: pg.Pool, db: DbOrTx, filter: DeskFilter) {
  const { sql, params } = csvQuery(db, filter).toSQL();
  const client = await pool.connect();
  const fetch = () =>
    client.query<[string]>({ text: `fetch ${CSV_FETCH_ROWS} from desk_csv`, rowMode: 'array' });
  let open = false;
  let pending: ReturnType<typeof fetch> | undefined;
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    open = true;
    // Plan for the whole result, not its first rows (PostgreSQL's default for cursors): a
    // large export then reads the table in order and sorts once instead of jumping through
    // the index row by row; a narrow filter still uses its index.
    await client.query('set local cursor_tuple_fraction = 1');
    await client.query("set local work_mem = '64MB'");
    await client.query({ text: `declare desk_csv no scroll cursor for ${sql}`, values: params });
    pending = fetch();
    for (;;) {
      const { rows } = await pending;
      pending = undefined;
      if (rows.length === 0) break;
      if (rows.length === CSV_FETCH_ROWS) pending = fetch();
      let text = '';
      for (const [line] of rows) text += line;
      yield text;
      if (!pending) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    // Also when the download is abandoned half-way: the transaction ends, the connection goes back.
    await pending?.catch(() => undefined);
    if (open) await client.query('rollback').catch(() => undefined);
    client.release();
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
      ? fromCursor(source.pool, source.db, filter)
      : fromBatches(source.db, filter, pgliteBatch);
  }
  return Readable.from(lines(), { objectMode: false });
}
