import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { earningCounts, rankedAgencies } from './contest.queries';

export const LEADERBOARD_CSV_COLUMNS = [
  'Posizione',
  'Agenzia',
  'Email',
  'Punti',
  'Contratti',
  'Appuntamenti verificati',
] as const;

/** Agencies read per batch: the event loop is free between batches (ARCHITECTURE.md). */
export const LEADERBOARD_CSV_BATCH = 500;

/**
 * classifica.csv as a stream, by the rules of lib/csv.ts (semicolon, UTF-8 with BOM, every
 * cell quoted, formula cells neutralised): the whole ranking in the page's order, one batch
 * read when the response asks for more. A tie keeps its shared position in every batch,
 * because rank() runs over the whole ranking before the batch is cut.
 */
export function leaderboardCsvStream(db: DbOrTx, batchSize = LEADERBOARD_CSV_BATCH): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(LEADERBOARD_CSV_COLUMNS);
    for (let offset = 0; ; offset += batchSize) {
      const rows = await rankedAgencies(db, { limit: batchSize, offset });
      const counts = await earningCounts(
        db,
        rows.map((r) => r.id),
      );
      if (rows.length > 0) {
        yield rows
          .map((r) =>
            csvRow([
              r.position,
              r.nome,
              r.email,
              r.points,
              counts.get(r.id)?.contratti ?? 0,
              counts.get(r.id)?.verificati ?? 0,
            ]),
          )
          .join('');
      }
      if (rows.length < batchSize) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
