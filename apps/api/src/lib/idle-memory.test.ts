import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { createIdleMemoryRelease, DEFAULT_QUIET_TICKS, DEFAULT_SLACK_BYTES } from './idle-memory';

const MB = 2 ** 20;
const LAST_RESORT = { type: 'major', execution: 'sync', flavor: 'last-resort' };

describe('memory given back when the server is quiet (decision 070)', () => {
  it('after a small growth, collects only after 10 s of quiet (not between two downloads)', () => {
    const collect = vi.fn();
    const release = createIdleMemoryRelease(collect, () => 160 * MB);
    expect(release.tick({ rssBytes: 150 * MB, utilization: 0 })).toBe(false); // sets the level
    const small = 150 * MB + DEFAULT_SLACK_BYTES + 10 * MB; // what a large export leaves
    // Grown, but the loop is busy (a load, an export): no pause in the middle of it.
    expect(release.tick({ rssBytes: small, utilization: 0.6 })).toBe(false);
    // Quiet, but grown less than the slack.
    for (let i = 0; i < DEFAULT_QUIET_TICKS; i++)
      expect(release.tick({ rssBytes: 150 * MB + DEFAULT_SLACK_BYTES - 1, utilization: 0 })).toBe(
        false,
      );
    // Grown, quiet for a while, then busy again (the gap between two downloads): it waits.
    release.tick({ rssBytes: small, utilization: 0.3 });
    for (let i = 1; i < DEFAULT_QUIET_TICKS; i++)
      expect(release.tick({ rssBytes: small, utilization: 0.01 })).toBe(false);
    release.tick({ rssBytes: small, utilization: 0.3 });
    for (let i = 1; i < DEFAULT_QUIET_TICKS; i++)
      expect(release.tick({ rssBytes: small, utilization: 0.01 })).toBe(false);
    expect(collect).not.toHaveBeenCalled();
    expect(release.tick({ rssBytes: small, utilization: 0.01 })).toBe(true);
    expect(collect).toHaveBeenCalledExactlyOnceWith(LAST_RESORT);
  });

  it('after a sustained load (twice the slack), collects at the first quiet look', () => {
    const collect = vi.fn();
    const release = createIdleMemoryRelease(collect, () => 160 * MB);
    release.tick({ rssBytes: 150 * MB, utilization: 0 });
    expect(release.tick({ rssBytes: 400 * MB, utilization: 0.6 })).toBe(false);
    expect(release.tick({ rssBytes: 400 * MB, utilization: 0.02 })).toBe(true);
    expect(collect).toHaveBeenCalledExactlyOnceWith(LAST_RESORT);
  });

  it('settles at what is left after a collection: one pause per load, not one per interval', () => {
    const collect = vi.fn();
    let rss = 230 * MB; // what a collection leaves: more than before (a library loaded since)
    const release = createIdleMemoryRelease(collect, () => rss, { quietTicks: 1 });
    release.tick({ rssBytes: 150 * MB, utilization: 0 });
    expect(release.tick({ rssBytes: 400 * MB, utilization: 0 })).toBe(true);
    for (let i = 0; i < 5; i++) expect(release.tick({ rssBytes: rss, utilization: 0 })).toBe(false);
    expect(collect).toHaveBeenCalledTimes(1);
    // A lower reading lowers the level; the next load is measured from there.
    rss = 170 * MB;
    release.tick({ rssBytes: 170 * MB, utilization: 0 });
    expect(release.tick({ rssBytes: 170 * MB + DEFAULT_SLACK_BYTES, utilization: 0 })).toBe(true);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('in a real Node with --expose-gc, gives back what ordinary collections keep', async () => {
    // 2,000,000 small objects alive at once, then dropped: two ordinary major collections
    // leave the process far above where it started (V8 pools the pages), the release does not.
    const module = pathToFileURL(fileURLToPath(new URL('./idle-memory.ts', import.meta.url))).href;
    const program = `
      import { createIdleMemoryRelease } from ${JSON.stringify(module)};
      const rss = () => process.memoryUsage.rss();
      const start = rss();
      let keep = [];
      for (let i = 0; i < 2_000_000; i++) keep.push({ a: i, b: 'x' + i });
      keep = null;
      globalThis.gc({ type: 'major' });
      globalThis.gc({ type: 'major' });
      const before = rss();
      const release = createIdleMemoryRelease(globalThis.gc, rss, { quietTicks: 1 });
      release.tick({ rssBytes: start, utilization: 0 });
      const released = release.tick({ rssBytes: before, utilization: 0 });
      console.log(JSON.stringify({ start, before, after: rss(), released }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--expose-gc',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      program,
    ]);
    const { start, before, after, released } = JSON.parse(stdout) as {
      start: number;
      before: number;
      after: number;
      released: boolean;
    };
    expect(released).toBe(true);
    expect(before - start).toBeGreaterThan(100 * MB);
    expect(before - after).toBeGreaterThan(100 * MB);
    expect(after - start).toBeLessThan(50 * MB);
  }, 60_000);
});
