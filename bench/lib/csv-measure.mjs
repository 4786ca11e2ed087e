// P4: appuntamenti.csv of every appointment, piped from pg-copy-streams as it comes, against
// PostgreSQL's own COPY of the same rows.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { to as copyTo } from 'pg-copy-streams';
import { peakRssMb, resetPeakRss, settleCpu, settleRss, statusMb } from './process.mjs';

const fmt = (n, d = 0) =>
  Number(n).toLocaleString('it-IT', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Rounds of each side, alternated so that a noisy neighbour slows both alike. */
const ROUNDS = 3;

/**
 * The reference (QUALITY.md P4): PostgreSQL's own `COPY … TO STDOUT (FORMAT csv)` of the
 * export's rows (the same columns, join and order, unformatted), read by a Node client
 * exactly as the bench reads the download: every chunk scanned for line ends.
 */
const REFERENCE_COPY = `copy (
  select a.created_at, a.state, a.data_fatto_appuntamento, agente.nome, agenzia.nome,
         agenzia.email, a.name, a.surname, a.email, a.cellulare, a.payed, a.wc, a.description
    from appointments a
    join agencies agenzia on agenzia.id = a.agency_id
    left join agencies agente on agente.id = a.agent_id
   order by a.created_at desc, a.id desc
) to stdout (format csv)`;

function countLines(chunk) {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

async function referenceSeconds(client) {
  await client.query('begin transaction isolation level repeatable read read only');
  // The export's own setting (appointments-desk.csv.ts): both sort in memory.
  await client.query("set local work_mem = '64MB'");
  const t0 = performance.now();
  let lines = 0;
  for await (const chunk of client.query(copyTo(REFERENCE_COPY))) lines += countLines(chunk);
  const seconds = (performance.now() - t0) / 1000;
  await client.query('commit');
  return { seconds, lines };
}

/**
 * The download as a client reads it, with Node's own HTTP client, as the reference is read
 * with Node's own streams: every chunk scanned for line ends. (`fetch` would add the cost
 * of web streams, a promise per chunk, to the download's side only.)
 */
function downloadSeconds(ctx) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${ctx.base}/v2/${ctx.slug}/appuntamenti/admin_download`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.adminToken}` },
      },
      (res) => {
        let lines = 0;
        res.on('data', (chunk) => (lines += countLines(chunk)));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            seconds: (performance.now() - t0) / 1000,
            rows: lines - 1,
            status: res.statusCode,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

/** The server's own longest event-loop delay since the last call (bench/lib/loop-monitor.mjs). */
async function loopDelay(ctx) {
  if (!ctx.loopFile) return { maxMs: NaN };
  rmSync(ctx.loopFile, { force: true });
  process.kill(ctx.serverPid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(ctx.loopFile); i++)
    await new Promise((r) => setTimeout(r, 20));
  return existsSync(ctx.loopFile) ? JSON.parse(readFileSync(ctx.loopFile, 'utf8')) : { maxMs: NaN };
}

/** CPU seconds (user + system) a process has used so far (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * P4: the whole appointments CSV, three downloads each paired with a reference COPY. The
 * event-loop stall is measured inside the server (monitorEventLoopDelay) during each
 * download; a health ping every 20 ms from outside is shown beside it.
 */
export async function measureCsv(ctx) {
  const { rows: c } = await ctx.client.query('select count(*)::int n from appointments');
  const total = c[0].n;
  // The export's own peak, not what an earlier figure's load left as the process's mark:
  // measured on a server between loads.
  const settled = (await settleRss(ctx.serverPid)) + (await settleCpu());
  // Stalls and pings count while a download runs: between two, the server is idle (the
  // bench's own COPY runs), and an idle server may take its pause to give memory back.
  let maxPing = 0;
  let downloading = false;
  let pinging = true;
  const pinger = (async () => {
    while (pinging) {
      const t0 = performance.now();
      const during = downloading;
      await fetch(`${ctx.base}/v2/health`).then((r) => r.arrayBuffer());
      if (during && downloading) maxPing = Math.max(maxPing, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const rssBefore = statusMb(ctx.serverPid, 'VmRSS');
  resetPeakRss(ctx.serverPid);
  const ratios = [];
  let cpu = 0;
  let stallMs = 0;
  const ours = [];
  const refs = [];
  let ok = true;
  for (let i = 0; i < ROUNDS; i++) {
    const ref = await referenceSeconds(ctx.client);
    await loopDelay(ctx); // resets the server's own event-loop monitor
    const cpuBefore = cpuSeconds(ctx.serverPid);
    downloading = true;
    const got = await downloadSeconds(ctx);
    downloading = false;
    cpu += cpuSeconds(ctx.serverPid) - cpuBefore;
    stallMs = Math.max(stallMs, (await loopDelay(ctx)).maxMs);
    ok &&= got.status === 200 && got.rows === total && ref.lines >= total;
    ours.push(total / got.seconds);
    refs.push(total / ref.seconds);
    ratios.push(ref.seconds / got.seconds);
  }
  pinging = false;
  await pinger;
  const rss = peakRssMb(ctx.serverPid);
  const ratio = median(ratios);
  return {
    id: 'P4',
    what: `appuntamenti.csv (${fmt(total)} righe, da pg-copy-streams)`,
    target: '≥ 50 % del COPY csv di PostgreSQL, memoria ≤ 250 MB, nessun blocco > 100 ms',
    measured: `${fmt(median(ours))} righe/s, picco ${fmt(rss)} MB (${fmt(rssBefore)} MB prima, dopo ${fmt(settled)} s di quiete), blocco max ${fmt(stallMs)} ms (ping max ${fmt(maxPing)} ms), CPU del server ${fmt(cpu / ROUNDS, 2)} s per download`,
    reference: `COPY csv: ${fmt(median(refs))} righe/s`,
    ratio: fmt(ratio, 2),
    pass: ok && ratio >= 0.5 && rss <= 250 && stallMs <= 100,
  };
}
