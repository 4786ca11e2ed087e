import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_FILE, freePort, killChildren, startNode, waitHealthy } from './test/processes';

// Decision 025: the server survives its log pipe. Its stdout is a pipe whose reader (the
// log collector) stalls and then dies: the server keeps answering and SIGTERM still ends
// it with exit 0. pino's default destination retried the EPIPE forever at exit instead.

afterEach(() => killChildren());

async function start() {
  const port = await freePort();
  const server = startNode(
    SERVER_FILE,
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-logpipe-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info', // two lines a request
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    { stdout: 'keep' },
  );
  const stdout = server.child.stdout!;
  stdout.on('data', () => {});
  await waitHealthy(port, server);
  return { port, server, stdout };
}

/** `count` requests, 20 at a time, each logging a long line; their statuses. */
async function requests(port: number, count: number) {
  const statuses: number[] = [];
  const pad = 'x'.repeat(1_500);
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/v2/health?riempi=${pad}`).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    statuses.push(...batch);
  }
  return statuses;
}

const exitWithin = (exited: Promise<number | null>, ms: number) =>
  Promise.race([exited, new Promise((r) => setTimeout(() => r('ancora in esecuzione'), ms))]);

describe('the server and its log pipe', () => {
  it('answers while the log reader stalls, and exits 0 on SIGTERM after the reader dies', async () => {
    const { port, server, stdout } = await start();
    stdout.pause(); // the collector stops reading: the pipe fills up (over 1 MB of lines)
    const statuses = await requests(port, 600);
    expect(statuses.every((s) => s === 200)).toBe(true);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    stdout.destroy(); // …and dies while the server is stopping
    expect(await exitWithin(server.exited, 30_000)).toBe(0);
  }, 240_000);

  it('keeps answering once its stdout is closed, and exits 0 on SIGTERM', async () => {
    const { port, server, stdout } = await start();
    stdout.destroy();
    const statuses = await requests(port, 100);
    expect(statuses.every((s) => s === 200)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await exitWithin(server.exited, 30_000)).toBe(0);
  }, 240_000);
});
