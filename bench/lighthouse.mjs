// npm run bench:lighthouse: P7 alone (Lighthouse mobile on eight pages, three runs each; axe on every page).
// `npm run bench` runs it too, at the end of the full table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { ROOT } from './lib/process.mjs';
import { printTable } from './lib/table.mjs';

// `--page=hub --page="admin hub"`: only those pages, no axe sweep; LIGHTHOUSE_RUNS=1 for one run each.
const pages = process.argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice(7));
const { rows, reports } = await measureLighthouse(pages.length > 0 ? { pages } : {});
printTable(rows);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const file = join(
  ROOT,
  'bench/results',
  `${new Date().toISOString().replace(/[:.]/g, '-')}-lighthouse.json`,
);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), rows, reports }, null, 2));
console.log(`Risultati salvati in ${file}`);
