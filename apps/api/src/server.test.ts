import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Polls /v2/health until the server answers, with no deadline of its own (the test's
 * timeout bounds it, so a slow machine is not a failure); fails at once if the process ends.
 */
async function waitHealthy(port: number, server: ReturnType<typeof start>) {
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`il server è uscito prima di partire:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v2/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second server on the same embedded data folder, then stops on SIGTERM with exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(port, first);
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = start(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('è già in uso');
    // The first server and its data are untouched.
    const health = await fetch(`http://127.0.0.1:${port}/v2/health`);
    expect(health.status).toBe(200);

    // Exit 0 is the graceful path: the forced stop after the grace period exits 1 and logs it.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toContain('arresto forzato');
    await expect(fetch(`http://127.0.0.1:${port}/v2/health`)).rejects.toThrow();

    // A lock left by a killed server does not block the next start.
    const third = start(dataDir, port);
    await waitHealthy(port, third);
    third.child.kill('SIGKILL');
    await third.exited;
    const fourth = start(dataDir, port);
    await waitHealthy(port, fourth);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 180_000);

  it('stops at start with every bad configuration key listed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: { PATH: process.env.PATH, PORT: 'x', PRODUCT_SLUG: 'NO SPAZI' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('Configurazione non valida');
    expect(err).toContain('PORT');
    expect(err).toContain('PRODUCT_SLUG');
  }, 30_000);
});
