// P7: Lighthouse (mobile) on the eight pages of QUALITY.md P7, three runs each, and axe on
// every page of the portal, in Chromium (CHROME_PATH, Debian's /usr/bin/chromium, else the
// npm fallback).
// The portal runs as `npm start` runs it: built SPA, embedded database, demo data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { totpCode } from '../../apps/api/src/modules/auth/second-factor.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';
import { buildWebIfChanged } from '../../scripts/web-build.mjs';
import { ROOT, SERVER, startNode, stop, waitFor } from './process.mjs';

const PORT = 8410;
const DEBUG_PORT = 9333;
const base = `http://localhost:${PORT}`;
const SLUG = '8volante';
const ADMIN = { email: 'admin@bench.example.it', password: 'Bench-Password-2026!' };
/** The bench admin's second factor (ADMIN_TOTP_SECRET of the server it starts; decision 039). */
export const BENCH_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
const fmt = (n, digits = 0) => n.toLocaleString('it-IT', { maximumFractionDigits: digits });

async function postJson(path, body) {
  const res = await fetch(`${base}/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

async function getJson(path, headers = {}) {
  const res = await fetch(`${base}/v2${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** The cookies the SPA sets at login (spec section 6), for a page opened signed in. */
function sessionCookies(session) {
  const cookie = (name, value) => ({ name, value, url: base, sameSite: 'Lax' });
  if (session.kind === 'user') return [cookie('token', session.token)];
  if (session.kind === 'admin') {
    return [
      cookie('adminAccessToken', session.accessToken),
      cookie('adminRefreshToken', session.refreshToken),
    ];
  }
  return [];
}

/** One Lighthouse run in a fresh Chromium profile (cold cache), signed in if asked. */
async function runLighthouse(executablePath, url, session) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    await context.addCookies(sessionCookies(session));
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keeps the session cookies; the profile is new, so the cache is cold anyway.
      disableStorageReset: true,
      locale: 'it',
    });
    if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${url}`);
    return result.lhr;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function scriptBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
}

/** Every page of the SPA, with the session it needs. */
function everyPage(ids) {
  const anon = { kind: 'none' };
  const { user, agent, admin } = ids;
  const list = [
    ['/', anon],
    ['/registerAffida', anon],
    ['/fimaa', anon],
    ['/fimaaRegister', anon],
    ['/services/displayRata', anon],
    ['/services/pianodacquisto', anon],
    [`/services/${encodeURIComponent(ids.serviceName)}`, anon],
    ['/verify_account/link-non-valido', anon],
    ['/pagina-inesistente', anon],
    ['/area-riservata/login', anon],
    ['/area-riservata/password-dimenticata', anon],
    ['/area-riservata/reset-password/link-non-valido', anon],
    ['/admin/login', anon],
    ['/area-riservata/hub', user],
    ['/area-riservata/settings', user],
    ['/area-riservata/appuntamenti', user],
    ['/area-riservata/appuntamenti/create', user],
    [`/area-riservata/appuntamenti/edit/${ids.appointmentId}`, user],
    ['/area-riservata/services/displayRata', user],
    ['/area-riservata/services/pianodacquisto', user],
    [`/area-riservata/services/${encodeURIComponent(ids.serviceName)}`, user],
    ['/area-riservata/appuntamenti', agent],
    ['/area-riservata/appuntamenti/create', agent],
    ['/admin/hub', admin],
    ['/admin/agenzie', admin],
    ['/admin/agenzie/add', admin],
    ['/admin/agenzie/list', admin],
    ['/admin/agenzie/fimaalist', admin],
    [`/admin/agenzie/${ids.agencyId}`, admin],
    ['/admin/services', admin],
    ['/admin/services/add', admin],
    [`/admin/services/${ids.serviceId}`, admin],
    ['/admin/appuntamenti', admin],
    ['/admin/referentiAlleare', admin],
  ];
  if (ids.agencySlug) list.push([`/piano-acquisto/${encodeURIComponent(ids.agencySlug)}`, anon]);
  return list;
}

async function axeEveryPage(executablePath, pages) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const failures = [];
  try {
    for (const [path, session] of pages) {
      const context = await browser.newContext({
        locale: 'it-IT',
        viewport: { width: 390, height: 844 },
      });
      await context.addCookies(sessionCookies(session));
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page
        .locator('main, [role="main"]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations)
        failures.push(`${path} (${session.kind}): ${v.id} ×${v.nodes.length}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return failures;
}

/** Lighthouse runs per page: P7 asks for three out of three. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * QUALITY.md P7 (rewritten 1 December 2026): the prerendered public pages at performance ≥ 98,
 * accessibility and best practices 100 and LCP ≤ 1.5 s; the signed-in SPA pages at
 * performance ≥ 90 and accessibility 100.
 */
const BAR = { perf: 98, signedInPerf: 90, a11y: 100, bestPractices: 100, publicLcpMs: 1500 };

/** What one Lighthouse report says of P7. */
function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
      .map((r) => r.id);
  return {
    // A page Lighthouse could not measure (nothing painted, an error page) says why.
    error: lhr.runtimeError?.code ?? null,
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    failed: [...failed('accessibility'), ...failed('best-practices')],
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    scriptKb: scriptBytes(lhr) / 1024,
  };
}

/** One table row from a page's runs: every run must meet every bar. */
function lighthouseRow(name, path, isPublic, runs) {
  const all = (key) => runs.map((r) => r[key]).join('/');
  const worst = (key) => Math.max(...runs.map((r) => r[key]));
  const failed = [...new Set(runs.flatMap((r) => (r.error ? [r.error] : r.failed)))];
  const perf = isPublic ? BAR.perf : BAR.signedInPerf;
  const pass = runs.every(
    (r) =>
      r.perf >= perf &&
      r.a11y === BAR.a11y &&
      (!isPublic || (r.bestPractices === BAR.bestPractices && r.lcp <= BAR.publicLcpMs)),
  );
  return {
    id: 'P7',
    what: `Lighthouse mobile: ${name} (${path}), ${runs.length} esecuzioni`,
    target: isPublic
      ? `prestazioni ≥ ${BAR.perf}, accessibilità e buone pratiche 100, LCP ≤ 1,5 s`
      : `prestazioni ≥ ${BAR.signedInPerf}, accessibilità 100`,
    measured: `${all('perf')} / ${all('a11y')} / ${all('bestPractices')}${failed.length ? ` (${failed.join(', ')})` : ''}, LCP ${runs.map((r) => fmt(r.lcp / 1000, 1)).join('/')} s`,
    reference: `TBT max ${fmt(worst('tbt'))} ms, FCP max ${fmt(worst('fcp'))} ms, JS ${fmt(worst('scriptKb'), 1)} kB`,
    ratio: fmt(Math.min(...runs.map((r) => r.perf)) / perf, 2),
    pass,
  };
}

async function signIn(agencyPassword) {
  const user = await postJson(`/${SLUG}/user/user_login`, {
    email: 'rossi@demo.example.it',
    password: agencyPassword,
  });
  const agent = await postJson(`/${SLUG}/user/user_login`, {
    email: 'ferri@demo.example.it',
    password: agencyPassword,
  });
  const { mfaToken } = await postJson('/admin/login', ADMIN);
  const admin = await postJson('/admin/login/verify', {
    mfaToken,
    code: totpCode(BENCH_TOTP_SECRET, Date.now()),
  });
  return {
    user: { kind: 'user', token: user.token, agency: user.agenzia },
    agent: { kind: 'user', token: agent.token },
    admin: { kind: 'admin', accessToken: admin.accessToken, refreshToken: admin.refreshToken },
  };
}

/** `pages`: only these of the eight (and no axe sweep), while working on one. */
export async function measureLighthouse({ pages } = {}) {
  buildWebIfChanged();
  const executablePath = await chromiumPath();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lh-'));
  const server = startNode(SERVER, {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
  });
  try {
    await waitFor(`${base}/v2/health`, 120_000, server);
    const agencyPassword = /password:\s+(\S+)\s+\(la stessa/.exec(server.output())?.[1];
    if (!agencyPassword)
      throw new Error(`password delle agenzie demo non trovata:\n${server.output()}`);
    const sessions = await signIn(agencyPassword);
    const userAuth = { authorization: `Bearer ${sessions.user.token}` };
    const adminAuth = {
      authorization: `Bearer ${sessions.admin.accessToken}`,
      'x-refresh': `Bearer ${sessions.admin.refreshToken}`,
    };
    const services = await getJson(`/${SLUG}/servizi/public_fetchAll`);
    const appointments = await getJson(`/${SLUG}/appuntamenti/user_fetchAll`, userAuth);
    const agencies = await getJson(`/${SLUG}/user/admin_getAll`, adminAuth);
    const ids = {
      ...sessions,
      serviceName: services[0].name,
      serviceId: services[0]._id,
      appointmentId: (appointments[0] ?? appointments.items?.[0])?._id ?? 'nessuno',
      agencyId: agencies[0]?._id ?? (agencies.items ?? [])[0]?._id,
      agencySlug: sessions.user.agency?.slug ?? null,
    };

    // QUALITY.md P7: these eight pages; the four public ones (a visitor’s first page, on a phone)
    // also have an LCP bar.
    const anon = { kind: 'none' };
    const targets = [
      ['home', '/', anon, true],
      ['servizio pubblico', '/services/displayRata', anon, true],
      ['login', '/area-riservata/login', anon, true],
      ['hub', '/area-riservata/hub', sessions.user, false],
      ['appuntamenti', '/area-riservata/appuntamenti', sessions.user, false],
      ['admin hub', '/admin/hub', sessions.admin, false],
      ['admin desk', '/admin/appuntamenti', sessions.admin, false],
      ['Piano D’Acquisto condiviso', `/piano-acquisto/${ids.agencySlug}`, anon, true],
    ];
    const rows = [];
    const reports = [];
    for (const [name, path, session, isPublic] of targets.filter(
      ([n]) => !pages || pages.includes(n),
    )) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await runLighthouse(executablePath, `${base}${path}`, session);
        // The whole report of each run, for a closer look (not committed).
        mkdirSync(join(ROOT, 'bench/results/.lighthouse'), { recursive: true });
        writeFileSync(
          join(
            ROOT,
            'bench/results/.lighthouse',
            `${name.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`,
          ),
          JSON.stringify(lhr),
        );
        runs.push(summary(lhr));
      }
      reports.push({ name, path, runs });
      rows.push(lighthouseRow(name, path, isPublic, runs));
    }

    if (pages) return { rows, reports };
    const all = everyPage(ids);
    const failures = await axeEveryPage(executablePath, all);
    rows.push({
      id: 'P7',
      what: `axe su ogni pagina (${all.length} pagine, 390 px)`,
      target: '0 violazioni',
      measured: failures.length === 0 ? '0 violazioni' : failures.join('; '),
      reference: 'axe-core 4.x (regole WCAG 2.x A/AA)',
      ratio: String(failures.length),
      pass: failures.length === 0,
    });
    return { rows, reports };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
