// P6 (the home page's initial JavaScript) and P8 (a second `npm start` answering).
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startNode, stop, waitFor } from './process.mjs';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

const kb = (n) => `${(n / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} kB`;

/** Gzip size of the scripts index.html loads up front (entry + modulepreload). */
export async function measureBundle() {
  buildWebIfChanged();
  const dist = join(ROOT, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let total = 0;
  for (const f of files) total += gzipSync(readFileSync(join(dist, f))).length;
  const assets = readdirSync(join(dist, 'assets'));
  const chunk = (name) => assets.some((a) => a.startsWith(name));
  const separate = chunk('reserved-area') && chunk('admin-area');
  return {
    id: 'P6',
    what: `JS iniziale della home (${files.size} file)`,
    target: '≤ 100 kB gzip; area riservata e admin in chunk separati',
    measured: `${kb(total)} gzip${separate ? ', aree separate' : ', aree NON separate'}`,
    reference: 'React + ReactDOM ≈ 68 kB',
    ratio: (total / (100 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 2 }),
    pass: total <= 100 * 1024 && separate,
  };
}

/** Time from a second `npm start` (already installed and built) to its first answer. */
export async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const env = { PORT: '8402', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true' };
  const first = startNode('scripts/start.mjs', env);
  await waitFor('http://127.0.0.1:8402/v2/health', 180_000);
  await stop(first);
  const t0 = Date.now();
  const second = startNode('scripts/start.mjs', env);
  const ms = await waitFor('http://127.0.0.1:8402/', 60_000).then(() => Date.now() - t0);
  await stop(second);
  return {
    id: 'P8',
    what: 'secondo `npm start`: prima risposta',
    target: '≤ 5 s',
    measured: `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 2 })} s`,
    reference: existsSync(join(dataDir, 'pgdata')) ? 'database integrato già creato' : '—',
    ratio: (ms / 5000).toLocaleString('it-IT', { maximumFractionDigits: 2 }),
    pass: ms <= 5000,
  };
}
