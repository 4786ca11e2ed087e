// Starts the real portal for the browser tests: a fresh embedded database in a new data
// folder, the built SPA, a known admin. Before the server opens the database, every
// `e2e/support/seed-*.ts` module may insert the fixed rows its journeys start from
// (default export: `(db) => Promise<void>`), e.g. an agency that already has 404 points.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

buildWebIfChanged();
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.DEMO_DATA ??= 'false';
process.env.LOG_LEVEL ??= 'warn';

const here = fileURLToPath(new URL('.', import.meta.url));
const seeds = readdirSync(here)
  .filter((f) => /^seed-.*\.ts$/.test(f))
  .sort();
if (seeds.length > 0) {
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const database = await openDatabase({ pgliteDir: join(process.env.DATA_DIR, 'pgdata') });
  for (const file of seeds) {
    const mod = await import(join(here, file));
    await mod.default(database.db);
  }
  await database.close();
}
await import('../../apps/api/src/server.ts');
