// The measured rows of the bench table: each returns { id, target, measured, reference, ratio, pass }.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile } from './process.mjs';

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
const fmt = (n, d = 0) =>
  Number(n).toLocaleString('it-IT', { maximumFractionDigits: d, minimumFractionDigits: d });

/**
 * Alternating rounds of the portal's route and its reference, so that a noisy neighbour on
 * a shared machine slows both alike. Each round pairs the two, a few seconds apart; the
 * figure is the median of the rounds' ratios (one disturbed round does not decide it), and
 * the req/s shown are the medians of each side.
 */
async function alternate(ours, reference, rounds = 7, duration = 4) {
  await run({ ...ours, duration: 3 });
  await run({ ...reference, duration: 3 });
  const pairs = [];
  let non2xx = 0;
  for (let i = 0; i < rounds; i++) {
    const a = await run({ ...ours, duration });
    const b = await run({ ...reference, duration });
    pairs.push({ ours: a.requests.average, ref: b.requests.average });
    non2xx += a.non2xx;
  }
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return {
    ratio: median(pairs.map((p) => p.ours / p.ref)),
    ours: { requests: { average: median(pairs.map((p) => p.ours)) }, non2xx },
    ref: { requests: { average: median(pairs.map((p) => p.ref)) } },
  };
}

/**
 * With two or more cores, the servers measured run on the last core and this process (the
 * load generator) on the first, so the two do not take turns on one core at the
 * scheduler's whim: the rounds of one run then agree within a few per cent, where unpinned
 * they spread over 40 points. Returns what to undo, or nothing where taskset is missing.
 */
export function pinForThroughput(pids) {
  const cores = availableParallelism();
  if (cores < 2) return () => {};
  const set = (pid, cpu) => execFileSync('taskset', ['-a', '-p', '-c', cpu, String(pid)]);
  try {
    for (const pid of pids) set(pid, String(cores - 1));
    set(process.pid, '0');
  } catch {
    return () => {};
  }
  const all = `0-${cores - 1}`;
  return () => {
    for (const pid of [...pids, process.pid]) {
      try {
        set(pid, all);
      } catch {
        /* a server that has already stopped */
      }
    }
  };
}

/** P1 and P2: requests per second against the bare references, same run, same machine. */
export async function measureThroughput(ctx) {
  const unpin = pinForThroughput([ctx.serverPid, ctx.refPid]);
  try {
    return await throughputRows(ctx);
  } finally {
    unpin();
  }
}

async function throughputRows(ctx) {
  const auth = { authorization: `Bearer ${ctx.userToken}` };
  const p1run = await alternate(
    { url: `${ctx.base}/v2/${ctx.slug}/servizi/public_fetchAll` },
    { url: `${ctx.ref}/bare` },
  );
  const p2run = await alternate(
    { url: `${ctx.base}/v2/${ctx.slug}/appuntamenti/user_fetchAll`, headers: auth },
    { url: `${ctx.ref}/raw-appointments` },
  );
  const [cat, bare, list, raw] = [p1run.ours, p1run.ref, p2run.ours, p2run.ref];
  const [p1, p2] = [p1run.ratio, p2run.ratio];
  return [
    {
      id: 'P1',
      what: 'catalogo pubblico, req/s',
      target: '≥ 70 % di Fastify nudo',
      measured: `${fmt(cat.requests.average)} req/s (${cat.non2xx} non-2xx)`,
      reference: `${fmt(bare.requests.average)} req/s`,
      ratio: `${fmt(p1 * 100, 1)} %`,
      pass: p1 >= 0.7 && cat.non2xx === 0,
    },
    {
      id: 'P2',
      what: 'appuntamenti agenzia (autenticato, mappatura di Drizzle), req/s',
      target: '≥ 60 % del driver pg in una route nuda',
      measured: `${fmt(list.requests.average)} req/s (${list.non2xx} non-2xx)`,
      reference: `${fmt(raw.requests.average)} req/s`,
      ratio: `${fmt(p2 * 100, 1)} %`,
      pass: p2 >= 0.6 && list.non2xx === 0,
    },
  ];
}

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** P3: the admin appointment page (filters + 25 rows + total), sequential requests. */
export async function measureAdminPage(ctx, n = 300) {
  const url = `${ctx.base}/v2/${ctx.slug}/appuntamenti/admin_fetchAll`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${ctx.adminToken}` };
  const states = ['Inserito', 'Fatto Appuntamento', 'Contratto', 'Annullata'];
  const bodies = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 5;
    const body = { limit: 25, skip: 25 * (i % 8) };
    if (kind === 1) body.azienda = ctx.agencyIds[i % ctx.agencyIds.length];
    if (kind === 2) body.state = states[i % 4];
    if (kind === 3) body.agente = ctx.agentIds[i % ctx.agentIds.length];
    if (kind === 4)
      Object.assign(body, { from: '2025-06-01', to: '2025-12-31', state: states[i % 4] });
    bodies.push(body);
  }
  for (const body of bodies.slice(0, 20))
    await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const times = [];
  let bad = 0;
  for (const body of bodies) {
    times.push(
      await timed(async () => {
        const r = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
        if (r.status !== 200) bad++;
        await r.arrayBuffer();
      }),
    );
  }
  times.sort((a, b) => a - b);
  const med = percentile(times, 50);
  const p99 = percentile(times, 99);
  return {
    id: 'P3',
    what: `pagina appuntamenti admin (${n} richieste, filtri misti)`,
    target: 'mediana ≤ 25 ms, p99 ≤ 100 ms',
    measured: `mediana ${fmt(med, 1)} ms, p99 ${fmt(p99, 1)} ms${bad ? `, ${bad} errori` : ''}`,
    reference: 'limiti assoluti',
    ratio: `${fmt(med / 25, 2)} / ${fmt(p99 / 100, 2)}`,
    pass: med <= 25 && p99 <= 100 && bad === 0,
  };
}

/** P5: the contest position of an agency above 400 points. */
export async function measureRanking(ctx, n = 200) {
  const url = `${ctx.base}/v2/${ctx.slug}/appuntamenti/user_getPosition`;
  const headers = { authorization: `Bearer ${ctx.richToken}` };
  const times = [];
  let status = 0;
  for (let i = 0; i < n; i++) {
    times.push(
      await timed(async () => {
        const r = await fetch(url, { headers });
        status = r.status;
        await r.arrayBuffer();
      }),
    );
  }
  times.sort((a, b) => a - b);
  const med = percentile(times, 50);
  return {
    id: 'P5',
    what: 'posizione in classifica',
    target: '≤ 20 ms',
    measured: `mediana ${fmt(med, 1)} ms, p99 ${fmt(percentile(times, 99), 1)} ms (HTTP ${status})`,
    reference: 'limite assoluto',
    ratio: fmt(med / 20, 2),
    pass: med <= 20 && status === 200,
  };
}

/** R4: 200 clients for `seconds` of mixed reads and writes; every acknowledged write is there. */
export async function measureLoad(ctx, { seconds = 60 } = {}) {
  const marker = `R4-${Date.now()}`;
  let created = 0;
  const res = await run({
    url: ctx.base,
    connections: 200,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: `/v2/${ctx.slug}/appuntamenti/user_fetchAll`,
        headers: { authorization: `Bearer ${ctx.userToken}` },
      },
      { method: 'GET', path: `/v2/${ctx.slug}/servizi/public_fetchAll` },
      {
        method: 'POST',
        path: `/v2/${ctx.slug}/appuntamenti/user_create`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.agentToken}` },
        body: JSON.stringify({
          agenzia: ctx.agent.linked,
          state: 'Inserito',
          name: 'Carico',
          surname: 'Prova',
          email: 'carico@example.it',
          cellulare: '+39 333 1234567',
          description: marker,
        }),
        onResponse: (status) => {
          if (status === 200) created++;
        },
      },
    ],
  });
  const { rows } = await ctx.client.query(
    'select count(*)::int n from appointments where description = $1',
    [marker],
  );
  // Writes still in flight when the run stops may land without being acknowledged: every
  // acknowledged one must be there, so the database may hold more, never fewer.
  const ok = res.errors === 0 && res.non2xx === 0 && rows[0].n >= created && created > 0;
  await ctx.client.query('delete from appointments where description = $1', [marker]);
  return {
    id: 'R4',
    what: `carico: 200 client per ${seconds} s, letture e scritture`,
    target: '0 errori, ogni scrittura confermata presente',
    measured: `${fmt(res.requests.total)} richieste, ${res.errors + res.non2xx} errori, ${fmt(created)} scritture confermate, ${fmt(rows[0].n)} trovate`,
    reference: `${fmt(res.requests.average)} req/s`,
    ratio: created ? fmt(Math.min(rows[0].n, created) / created, 3) : '—',
    pass: ok,
  };
}
