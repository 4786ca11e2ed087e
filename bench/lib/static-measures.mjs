// P6 (the JavaScript the home page downloads before it is idle, measured in Chromium against
// the built portal, next to the floor of React alone) and P8 (a second `npm start` answering).
/* global requestIdleCallback -- the evaluated function runs in the page */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';
import { ROOT, SERVER, startNode, stop, waitFor } from './process.mjs';
import { BENCH_TOTP_SECRET } from './lighthouse.mjs';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';

const kb = (n) => `${(n / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} kB`;

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

const HOME_PORT = 8411;
const homeBase = `http://localhost:${HOME_PORT}`;

/**
 * Every same-origin script a phone's cold Chromium downloads for the home page until the
 * page is idle: path (without query) and gzip -9 size of the body, largest first.
 */
async function homeScripts() {
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    // A new context: an empty cache, as a visitor's first time.
    const context = await browser.newContext({
      locale: 'it-IT',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'script' || url.origin !== homeBase) return;
      if (response.status() !== 200) return;
      bodies.push(response.body().then((body) => ({ path: url.pathname, body })));
    });
    await page.goto(`${homeBase}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })),
    );
    // An idle callback may have started a lazy import.
    await page.waitForLoadState('networkidle');
    const files = new Map();
    for (const { path, body } of await Promise.all(bodies))
      files.set(path, gzipSync(body, { level: 9 }).length);
    await context.close();
    return [...files].map(([path, gzip]) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

/**
 * P6: the JavaScript the home page downloads before it is idle (entry, preloads, the lazy
 * chunks it requests), measured in Chromium against the built portal, and whether the
 * reserved and admin areas are chunks of their own that the home page does not load.
 */
export async function measureBundle() {
  buildWebIfChanged();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-home-'));
  const server = startNode(SERVER, {
    PORT: String(HOME_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: homeBase,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    ADMIN_EMAIL: 'admin@bench.example.it',
    ADMIN_PASSWORD: 'Bench-Password-2026!',
    ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
  });
  let files;
  try {
    await waitFor(`${homeBase}/v2/health`, 120_000, server);
    files = await homeScripts();
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const total = files.reduce((n, f) => n + f.gzip, 0);
  const name = (f) => f.path.split('/').pop();
  const assets = readdirSync(join(ROOT, 'apps/web/dist/assets'));
  const areaChunk = (n) => n.startsWith('reserved-area') || n.startsWith('admin-area');
  const separate =
    assets.some((a) => a.startsWith('reserved-area')) &&
    assets.some((a) => a.startsWith('admin-area')) &&
    !files.some((f) => areaChunk(name(f)));
  const largest = files.slice(0, 3).map((f) => `${name(f)} ${kb(f.gzip)}`);
  const floor = await libraryFloor();
  return {
    id: 'P6',
    what: `JS scaricato dalla home prima che sia inattiva (${files.length} file)`,
    target: '≤ 100 kB gzip; area riservata e admin in chunk separati',
    measured: `${kb(total)} gzip: ${largest.join(', ')}${files.length > 3 ? ', …' : ''}${separate ? ', aree separate' : ', aree NON separate'}`,
    reference: `React + ReactDOM ${kb(floor.react)}; con React Router 7 ${kb(floor.router)}`,
    ratio: (total / (100 * 1024)).toLocaleString('it-IT', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    pass: total <= 100 * 1024 && separate,
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
