import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Memory V8 keeps after a burst of load, given back once the server is quiet (decision 070).
 *
 * Under a sustained load (50 connections on an authenticated list) V8's heap grows to about
 * 250 MB; once the load ends, its collections shrink the heap's spaces again, but the pages
 * they leave go to V8's page pool and stay resident: the process measured 396 MB with a heap
 * of 67 MB, and held it for minutes (V8's own memory reducer waits for a JavaScript-idle
 * process, and a server's timers never let it be). A collection that reduces the footprint
 * (`gc({ flavor: 'last-resort' })`, possible with `--expose-gc`, which `npm start` and
 * `npm run serve` pass: decision 031) releases the pool: 396 → 150 MB, in about 160 ms of main
 * thread on two shared cores. So it runs only when the process has grown by `slackBytes`
 * since the last time (at most one pause per load, never one per quiet interval) and the
 * event loop has been nearly idle: for one interval when it has grown twice that (what a
 * sustained load leaves, 200 MB and more, is worth a pause soon), else for `quietTicks`
 * intervals in a row (10 s: not in the gap between two downloads of one user, whose
 * buffers leave 40-70 MB).
 */

/** What one look at the process says. */
export interface MemorySample {
  rssBytes: number;
  /** Share of the last interval the event loop was busy (0–1). */
  utilization: number;
}

type CollectAll = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface IdleMemoryRelease {
  /** Looks at the process once; answers whether it released memory. */
  tick(sample: MemorySample): boolean;
}

export interface IdleMemoryOptions {
  /** Growth of the resident memory above the last settled level that is worth a pause. */
  slackBytes?: number;
  /** The event loop counts as quiet below this utilization. */
  quietUtilization?: number;
  /** Quiet looks in a row before a collection. */
  quietTicks?: number;
}

export const DEFAULT_SLACK_BYTES = 64 * 1024 * 1024;
export const DEFAULT_QUIET_UTILIZATION = 0.05;
export const DEFAULT_QUIET_TICKS = 5;

/**
 * The policy, apart from clocks and the process: the first sample sets the level; a quiet
 * sample far enough above it (see above) collects, and the level becomes what is left after.
 */
export function createIdleMemoryRelease(
  collect: CollectAll,
  readRss: () => number,
  {
    slackBytes = DEFAULT_SLACK_BYTES,
    quietUtilization = DEFAULT_QUIET_UTILIZATION,
    quietTicks = DEFAULT_QUIET_TICKS,
  }: IdleMemoryOptions = {},
): IdleMemoryRelease {
  let settled: number | null = null;
  let quiet = 0;
  return {
    tick({ rssBytes, utilization }) {
      quiet = utilization < quietUtilization ? quiet + 1 : 0;
      if (settled === null || rssBytes < settled) {
        settled = rssBytes;
        return false;
      }
      const grown = rssBytes - settled;
      if (grown < slackBytes || quiet < (grown >= 2 * slackBytes ? 1 : quietTicks)) return false;
      collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      settled = readRss();
      return true;
    },
  };
}

/**
 * Looks every `intervalMs` (a timer that never keeps the process alive). Without
 * `--expose-gc` there is nothing to call, and nothing starts.
 */
export function startIdleMemoryRelease(
  intervalMs = 2_000,
  options: IdleMemoryOptions = {},
  onRelease: (beforeBytes: number, afterBytes: number, ms: number) => void = () => {},
): () => void {
  const collect = (globalThis as { gc?: CollectAll }).gc;
  if (typeof collect !== 'function') return () => {};
  const release = createIdleMemoryRelease(collect, () => process.memoryUsage.rss(), options);
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const rssBytes = process.memoryUsage.rss();
    const t0 = performance.now();
    if (release.tick({ rssBytes, utilization }))
      onRelease(rssBytes, process.memoryUsage.rss(), performance.now() - t0);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
