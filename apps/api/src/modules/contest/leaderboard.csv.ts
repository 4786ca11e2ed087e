import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { csvStream, type CsvColumn } from '../../lib/csv';
import { earningCounts, rankedAgencies } from './contest.queries';

type RankedRow = Awaited<ReturnType<typeof rankedAgencies>>[number];
/** A ranked agency with its counts of contracts and verified appointments. */
interface LeaderboardRow {
  ranked: RankedRow;
  contratti: number;
  verificati: number;
}

/** The columns of classifica.csv. */
export const LEADERBOARD_CSV_COLUMNS: readonly CsvColumn<LeaderboardRow>[] = [
  { header: 'Posizione', cell: (r) => r.ranked.position },
  { header: 'Agenzia', cell: (r) => r.ranked.nome },
  { header: 'Email', cell: (r) => r.ranked.email },
  { header: 'Punti', cell: (r) => r.ranked.points },
  { header: 'Contratti', cell: (r) => r.contratti },
  { header: 'Appuntamenti verificati', cell: (r) => r.verificati },
];

/** Agencies read per batch: the event loop is free between batches (ARCHITECTURE.md). */
export const LEADERBOARD_CSV_BATCH = 500;

/**
 * classifica.csv as a stream, by the rules of lib/csv.ts (semicolon, UTF-8 with BOM, every
 * cell quoted, formula cells neutralised): the whole ranking in the page's order, one batch
 * read when the response asks for more. A tie keeps its shared position in every batch,
 * because rank() runs over the whole ranking before the batch is cut.
 */
export function leaderboardCsvStream(db: DbOrTx, batchSize = LEADERBOARD_CSV_BATCH): Readable {
  async function* batches() {
    for (let offset = 0; ; offset += batchSize) {
      const rows = await rankedAgencies(db, { limit: batchSize, offset });
      const counts = await earningCounts(
        db,
        rows.map((r) => r.id),
      );
      yield rows.map((ranked) => ({
        ranked,
        contratti: counts.get(ranked.id)?.contratti ?? 0,
        verificati: counts.get(ranked.id)?.verificati ?? 0,
      }));
      if (rows.length < batchSize) return;
    }
  }
  return csvStream(LEADERBOARD_CSV_COLUMNS, batches());
}
