// P12: does the time of an answer tell whether an account exists (QUALITY S4, decision 038)?
import { performance } from 'node:perf_hooks';
import {
  agencyBody,
  randomPartitaIva,
} from '../../apps/api/src/modules/registration/registration.fixtures.ts';
import { SERVER, startNode, stop, waitFor } from './process.mjs';

const PORT = 8402;
const PAIRS = 200;
const WARM_UP = 20;
const DOMAIN = 'p12.bench.example.it';

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n, d = 2) =>
  Number(n).toLocaleString('it-IT', { maximumFractionDigits: d, minimumFractionDigits: d });

/**
 * `PAIRS` pairs of requests, one for a known account and one for an unknown one, in turn
 * first (so neither side always runs on a warmer server); the figure is the median of the
 * pairs' differences. Each request from its own address: the routes allow 10 a minute per
 * address, so this server trusts the loopback proxy (it is started for this row alone).
 * Before each request the background jobs of the one before (a mail, an account) are let
 * finish: each request is timed on a server doing nothing else, so the figure is the
 * answers' own time, not which side of a pair happened to share the CPU with the other's
 * job (the job of a new account costs more than the mail to an existing one).
 */
async function pairs(base, path, known, unknown, settle) {
  let ip = 0;
  const call = async (body) => {
    await settle();
    ip += 1;
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.12.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { ms: performance.now() - t0, status: res.status, text };
  };
  const diffs = [];
  for (let i = 0; i < WARM_UP + PAIRS; i++) {
    const first = i % 2 === 0;
    const a = first ? await call(known()) : await call(unknown());
    const b = first ? await call(unknown()) : await call(known());
    const [k, u] = first ? [a, b] : [b, a];
    if (k.status !== u.status || k.text !== u.text)
      throw new Error(`${path}: risposte diverse (${k.status} ${k.text} / ${u.status} ${u.text})`);
    if (i >= WARM_UP) diffs.push(k.ms - u.ms);
  }
  return {
    median: median(diffs),
    slower: diffs.filter((d) => d > 0).length / diffs.length,
  };
}

/** P12: forgot-password and registration, known against unknown e-mail (≤ 0.5 ms). */
export async function measureEnumeration(ctx) {
  const server = startNode(SERVER, {
    ...ctx.serverEnv,
    PORT: String(PORT),
    TRUST_PROXY: 'loopback',
  });
  const base = `http://127.0.0.1:${PORT}`;
  let n = 0;
  try {
    await waitFor(`${base}/v2/health`, 60_000, server);
    const known = ctx.known;
    const settle = () => waitForJobs(ctx.client, 3_000, ['created', 'active']);
    const forgot = await pairs(
      base,
      '/v2/agenzieUser/forgotPassword',
      () => ({ email: known }),
      () => ({ email: `p12-nessuno-${++n}@${DOMAIN}` }),
      settle,
    );
    const register = await pairs(
      base,
      '/v2/agenzieUser/register',
      () => agencyBody({ email: known, partitaIva: randomPartitaIva() }),
      () => agencyBody({ email: `p12-nuova-${++n}@${DOMAIN}` }),
      settle,
    );
    return [
      ['forgot-password', forgot],
      ['registrazione', register],
    ].map(([what, r]) => ({
      id: 'P12',
      what: `${what}: e-mail nota − ignota (mediana di ${PAIRS} coppie)`,
      target: '≤ 0,5 ms',
      measured: `${fmt(r.median)} ms (nota più lenta nel ${fmt(r.slower * 100, 0)} %)`,
      reference: '0 ms',
      ratio: '',
      pass: Math.abs(r.median) <= 0.5,
    }));
  } finally {
    await stop(server);
    // The accounts the unknown side registered (their jobs finish in the background).
    await waitForJobs(ctx.client, 60_000, ['created', 'retry', 'active'], 'registration');
    await ctx.client.query(`delete from agencies where email like $1`, [`%@${DOMAIN}`]);
  }
}

/** Waits (at most `timeoutMs`) until the job queue holds no job due in these states. */
async function waitForJobs(client, timeoutMs, states, name = null) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { rows } = await client.query(
      `select count(*)::int as n from pgboss.job
        where state = any($1) and start_after <= now() and ($2::text is null or name = $2)`,
      [states, name],
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
