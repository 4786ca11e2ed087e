import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killChildren, SERVER_FILE, startNode, waitHealthy } from './test/processes';

const start = (dataDir: string, port: number) =>
  startNode(SERVER_FILE, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  });

afterEach(killChildren);

describe('the server process', () => {
  it('refuses a second server on the same embedded data folder, then stops on SIGTERM with exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(port, first);
    const [owner] = readFileSync(join(dataDir, 'server.lock'), 'utf8').split('\n');
    expect(owner).toBe(String(first.child.pid));

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

  it('starts over a lock whose pid now names a live process that is no portal server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    // What a reboot leaves: a server's lock whose pid now names a process started at another
    // moment (here one started after tick 1 of this boot).
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    onTestFinished(() => void other.kill('SIGKILL'));
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    writeFileSync(join(dataDir, 'server.lock'), `${other.pid}\n${boot}/1\n`);
    const port = await freePort();
    const server = start(dataDir, port);
    await waitHealthy(port, server);
    const [owner] = readFileSync(join(dataDir, 'server.lock'), 'utf8').split('\n');
    expect(owner).toBe(String(server.child.pid));
    expect(other.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('stops at start with every bad configuration key listed', async () => {
    const server = startNode(SERVER_FILE, { PORT: 'x', PRODUCT_SLUG: 'NO SPAZI' });
    expect(await server.exited).toBe(1);
    const err = server.output();
    expect(err).toContain('Configurazione non valida');
    expect(err).toContain('PORT');
    expect(err).toContain('PRODUCT_SLUG');
  }, 30_000);
});
