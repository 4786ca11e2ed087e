// P6 (the home page's initial JavaScript) and P8 (a second `npm start` answering).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startNode, stop, waitFor } from './process.mjs';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

const kb = (n) => `${(n / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} kB`;

const gz = (file) => gzipSync(readFileSync(file)).length;

/** A chunk and every chunk it imports statically, as the browser loads them. */
function closure(assetsDir, first, seen = new Set()) {
  if (seen.has(first)) return seen;
  seen.add(first);
  const code = readFileSync(join(assetsDir, first), 'utf8');
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    closure(assetsDir, m[1], seen);
  return seen;
}

/**
 * The floor under P6: React + ReactDOM, then the same with React Router 7 (what the app
 * uses), minified and gzipped by the same bundler, with nothing of the portal in them.
 */
async function libraryFloor() {
  const { build } = await import('vite');
  const dir = join(ROOT, 'apps/web/.bench-floor');
  mkdirSync(dir, { recursive: true });
  const entries = {
    react:
      "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p'));",
    router:
      "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; import { createBrowserRouter, RouterProvider, Link, Outlet, useNavigate, useParams } from 'react-router';" +
      " const r = createBrowserRouter([{ path: '/', element: createElement(Outlet), children: [{ index: true, element: createElement(Link, { to: '/a' }) }] }]); console.log(useNavigate, useParams);" +
      ' createRoot(document.body).render(createElement(RouterProvider, { router: r }));',
  };
  const sizes = {};
  // Vite's build sets NODE_ENV=production in this process: put it back afterwards, or the
  // servers started later (P8's `npm start`) would run as production without secrets.
  const nodeEnv = process.env.NODE_ENV;
  try {
    for (const [name, code] of Object.entries(entries)) {
      writeFileSync(join(dir, `${name}.js`), code);
      const out = await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        build: { write: false, minify: true, rolldownOptions: { input: join(dir, `${name}.js`) } },
      });
      const chunks = (Array.isArray(out) ? out : [out])
        .flatMap((o) => o.output)
        .filter((c) => c.type === 'chunk');
      sizes[name] = chunks.reduce((n, c) => n + gzipSync(c.code).length, 0);
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(dir, { recursive: true, force: true });
  }
  return sizes;
}

/**
 * P6: the scripts index.html loads up front (entry + modulepreload), and everything the
 * home page needs before it shows (those plus the public area's chunk and its imports).
 */
export async function measureBundle() {
  buildWebIfChanged();
  const dist = join(ROOT, 'apps/web/dist');
  const assetsDir = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(m[1]);
  const initial = [...files].reduce((n, f) => n + gz(join(dist, f)), 0);
  const assets = readdirSync(assetsDir);
  const publicArea = assets.find((a) => a.startsWith('public-area') && a.endsWith('.js'));
  const home = new Set();
  for (const f of files) closure(assetsDir, f.replace(/^\/assets\//, ''), home);
  if (publicArea) closure(assetsDir, publicArea, home);
  const wholeHome = [...home].reduce((n, f) => n + gz(join(assetsDir, f)), 0);
  const separate =
    assets.some((a) => a.startsWith('reserved-area')) &&
    assets.some((a) => a.startsWith('admin-area'));
  const floor = await libraryFloor();
  return {
    id: 'P6',
    what: `JS iniziale della home (${files.size} file; con la pagina home ${home.size} file)`,
    target: '≤ 100 kB gzip per tutta la home; area riservata e admin in chunk separati',
    measured: `home completa ${kb(wholeHome)} gzip (ingresso e preload ${kb(initial)})${separate ? ', aree separate' : ', aree NON separate'}`,
    reference: `React + ReactDOM ${kb(floor.react)}; con React Router 7 ${kb(floor.router)}`,
    // QUALITY.md P6: everything the home page downloads before it is idle, not only the
    // entry and its preloads.
    ratio: (wholeHome / (100 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 2 }),
    pass: wholeHome <= 100 * 1024 && separate,
  };
}

/** Time from a second `npm start` (already installed and built) to its first answer. */
export async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
  const env = { PORT: '8402', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true' };
  const first = startNode('scripts/start.mjs', env);
  await waitFor('http://127.0.0.1:8402/v2/health', 180_000, first);
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
