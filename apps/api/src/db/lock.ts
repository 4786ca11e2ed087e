import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `La cartella dati ${dir} è già in uso dal processo ${pid}. ` +
        'Il database integrato accetta un solo server alla volta: ferma l’altro processo ' +
        'oppure usa DATA_DIR diversi (o PostgreSQL con DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Which process `pid` is, beyond its number: the boot it runs in and when it started (field 22
 * of /proc/<pid>/stat, in clock ticks since boot). After a reboot, or once the number has been
 * given to another process, the same pid reads differently. Undefined where there is no /proc
 * (macOS): there only the pid is compared.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after the last ')'.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return started ? `${boot}/${started}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's owner still runs: its pid is alive and, when the lock names the process's
 * identity, it is that same process. A lock of an earlier version holds only the pid.
 */
function ownerRuns(pid: number, identity: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!identity) return true;
  const now = processIdentity(pid);
  return now === undefined || now === identity;
}

/**
 * Takes an exclusive lock on the embedded database's folder: PGlite is single-process
 * and two servers on one folder would corrupt it. The lock file holds the owner's pid on its
 * first line and its identity (processIdentity) on the second; a lock whose owner is gone
 * (killed, or the machine rebooted and its pid now names another process) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  const mine = `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const [owner] = readFileSync(file, 'utf8').split('\n');
          if (owner?.trim() === String(process.pid)) rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [first = '', second = ''] = readFileSync(file, 'utf8').split('\n');
      const pid = Number.parseInt(first.trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && ownerRuns(pid, second.trim())) {
        throw new DataDirLockedError(dir, pid);
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Impossibile acquisire il lock su ${dir}`);
}
