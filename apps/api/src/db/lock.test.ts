import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processIdentity } from './lock';

// The embedded database's folder lock (QUALITY R3): a live owner keeps it; a lock naming a
// process that is not its owner (the pid given to another program after a reboot) does not
// block the next start.
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** A live process that is not a portal server. */
async function stranger(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  running.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

const folder = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));
const lockOf = (dir: string) => join(dir, 'server.lock');
const hasProc = processIdentity(process.pid) !== undefined;

describe('the data folder lock', () => {
  it('writes its pid and identity, and its release removes it', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    const [pid, identity] = readFileSync(lockOf(dir), 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    expect(identity).toBe(processIdentity(process.pid) ?? '');
    release();
    expect(() => readFileSync(lockOf(dir))).toThrow();
  });

  it('refuses while the process it names runs, as itself or in a lock of an earlier version', async () => {
    const pid = await stranger();
    for (const content of [`${pid}\n${processIdentity(pid) ?? ''}\n`, String(pid)]) {
      const dir = folder();
      writeFileSync(lockOf(dir), content);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(readFileSync(lockOf(dir), 'utf8')).toBe(content);
    }
  });

  it.skipIf(!hasProc)(
    'takes over a lock whose pid now names another live process (after a reboot)',
    async () => {
      const pid = await stranger();
      const [boot] = processIdentity(pid)!.split('/');
      for (const before of [`${boot}/1`, `00000000-0000-4000-8000-000000000000/${Date.now()}`]) {
        const dir = folder();
        writeFileSync(lockOf(dir), `${pid}\n${before}\n`);
        const release = lockDataDir(dir);
        expect(readFileSync(lockOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
        release();
      }
    },
  );

  it('takes over a lock whose process is gone', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    const pid = await new Promise<number>((resolve) =>
      child.once('exit', () => resolve(child.pid!)),
    );
    const dir = folder();
    writeFileSync(lockOf(dir), `${pid}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockOf(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
  });
});
