// Starting servers for the benches and measuring them from outside.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What `npm run serve` runs: the API bundle, rebuilt first if its sources changed (decision
 * 069), on plain `node` with no flags and no allocator variables (decision 087).
 */
export const SERVER = 'scripts/serve.mjs';

/**
 * `BENCH_NODE_ARGS` adds flags to every server the bench starts, e.g.
 * `--cpu-prof --cpu-prof-dir=bench/results/prof` to see where a figure's time goes.
 */
const extraArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export function startNode(script, env, { cwd = ROOT, imports = [] } = {}) {
  const child = spawn(
    process.execPath,
    [
      ...extraArgs,
      // TypeScript (a bench's own helpers) goes through tsx; the server is JavaScript.
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...imports.flatMap((m) => ['--import', m]),
      script,
    ],
    {
      cwd,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitFor(url, timeoutMs = 60_000, proc = undefined) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - t0;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} non risponde${proc ? `\n${proc.output()}` : ''}`);
}

export async function stop(proc) {
  if (proc.child.exitCode !== null) return;
  proc.child.kill('SIGTERM');
  await Promise.race([proc.exited, new Promise((r) => setTimeout(r, 12_000))]);
  if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
}

/** One line of `/proc/<pid>/status` in MB: VmRSS (now) or VmHWM (peak). */
export function statusMb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Peak resident memory of a process since its start or its last `resetPeakRss` (Linux), in MB. */
export const peakRssMb = (pid) => statusMb(pid, 'VmHWM');

/**
 * Starts the peak over from the current RSS (Linux: `5` in clear_refs), so the peak read
 * afterwards is the figure's own and not the start's or an earlier figure's.
 */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * Waits until the server's resident memory has held still (within 2 MB) for `quietMs`, at
 * most `maxMs`: a server between two loads, as in production, so a figure does not start in
 * the middle of what an earlier load left running. Answers the seconds waited.
 */
export async function settleRss(pid, { quietMs = 12_000, maxMs = 45_000 } = {}) {
  const t0 = performance.now();
  const samples = [];
  for (;;) {
    samples.push({ at: performance.now(), mb: statusMb(pid, 'VmRSS') });
    const recent = samples.filter((s) => s.at >= samples.at(-1).at - quietMs);
    const spread = Math.max(...recent.map((s) => s.mb)) - Math.min(...recent.map((s) => s.mb));
    const held = samples.at(-1).at - samples[0].at >= quietMs && spread <= 2;
    if (held || performance.now() - t0 >= maxMs) return (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The machine's CPU time so far, busy and in all, from `/proc/stat` (Linux), in ticks. */
function cpuTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle + iowait
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the whole machine has been quiet (under `busyShare` of its CPUs) for `quietMs`,
 * at most `maxMs`: what an earlier figure left running (the server's collections, PostgreSQL's
 * autovacuum after a bulk write) would otherwise run beside a browser figure, whose times are
 * wall-clock. Answers the seconds waited.
 */
export async function settleCpu({ busyShare = 0.1, quietMs = 3_000, maxMs = 60_000 } = {}) {
  const t0 = performance.now();
  let quietSince = t0;
  let last = cpuTicks();
  while (performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks();
    const share = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    last = now;
    if (share > busyShare) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) break;
  }
  return (performance.now() - t0) / 1000;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
