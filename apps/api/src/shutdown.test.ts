import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_FILE, freePort, killChildren, startNode, waitHealthy } from './test/processes';

// Decision 045: on the embedded database, requests sent just before SIGTERM are answered
// (their 200, or 503 with `Connection: close`), never reset. PGlite runs on the event loop,
// so connections wait in the kernel's queue; closing the listening socket while they wait
// resets them. Before the fix a burst like this one saw over a hundred resets.

afterEach(() => killChildren());

const exitWithin = (exited: Promise<number | null>, ms: number) =>
  Promise.race([exited, new Promise((r) => setTimeout(() => r('ancora in esecuzione'), ms))]);

/** One request; its status, or the network error's code when there was no answer. */
async function outcome(url: string): Promise<string> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? String(err);
  }
}

describe('SIGTERM on the embedded database', () => {
  it.each([
    // Signalled before any answer, some requests are surely turned away. Signalled after 20
    // answers, a loaded machine may already run every one of the 400 (all 200, none reset):
    // what that case proves is the absence of resets.
    ['while the first answers come back', 20, 0],
    ['before any answer has come back', 0, 1],
  ])(
    'answers every request of a burst sent just before it (%s): 200 or 503, none reset',
    async (_when, answersBeforeSigterm, turnedAwayAtLeast) => {
      const port = await freePort();
      const server = startNode(SERVER_FILE, {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-sigterm-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_PER_MINUTE: '1000000',
      });
      await waitHealthy(port, server);

      // Reads that go to the database (health pings it; the catalogue queries it), on new
      // and reused connections alike.
      const urls = [`/v2/health`, `/v2/8volante/servizi/public_fetchAll`];
      let answered = 0;
      let signalled = false;
      const sigterm = () => {
        if (signalled) return;
        signalled = true;
        server.child.kill('SIGTERM');
      };
      const burst = Array.from({ length: 400 }, (_, i) =>
        outcome(`http://127.0.0.1:${port}${urls[i % 2]}`).then((o) => {
          answered += 1;
          if (answered === answersBeforeSigterm) sigterm();
          return o;
        }),
      );
      if (answersBeforeSigterm === 0) setImmediate(sigterm);
      const outcomes = await Promise.all(burst);

      const counts: Record<string, number> = {};
      for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
      // Every request has an answer: the ones running finished, the rest were turned away.
      expect(Object.keys(counts).filter((k) => k !== '200' && k !== '503')).toEqual([]);
      expect(counts['503'] ?? 0).toBeGreaterThanOrEqual(turnedAwayAtLeast);
      expect((counts['200'] ?? 0) + (counts['503'] ?? 0)).toBe(400);
      expect(await exitWithin(server.exited, 30_000)).toBe(0);
    },
    180_000,
  );
});
