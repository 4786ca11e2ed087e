// Makes, once per browser run, the database every portal of the run starts from (the
// global setup copies it for each): builds the SPA if its inputs changed, opens a fresh
// embedded database in DATA_DIR/pgdata (which applies the migrations), then lets every
// `e2e/support/seed-*.ts` module insert the fixed rows its journeys start from (default
// export: `(db) => Promise<void>`), e.g. an agency that already has 404 points.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR mancante: la cartella del database da preparare');

buildWebIfChanged();
const here = fileURLToPath(new URL('.', import.meta.url));
const seeds = readdirSync(here)
  .filter((f) => /^seed-.*\.ts$/.test(f))
  .sort();
const { openDatabase } = await import('../../apps/api/src/db/client.ts');
const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
for (const file of seeds) {
  const mod = await import(join(here, file));
  await mod.default(database.db);
}
await database.close();
