import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { BackupError, LOCK_FILE, type Manifest } from './backup-manifest';
import { readBackup, type EntrySink } from './backup-read';

/** Writes one restored file synchronously (a restore is a command, not a server); never over one. */
function fileSink(path: string, mode: number): EntrySink {
  const fd = openSync(path, 'wx', mode);
  return {
    data: (b) => void writeSync(fd, b),
    end: () => closeSync(fd),
  };
}

/**
 * Restores a backup (db/backup.ts) into the data folder `target` (decision 045). The archive
 * is checked whole first (manifest, sizes, checksums); then extracted beside the target and
 * checked again while it is written; only then moved in. A folder that holds anything is
 * left alone unless `force`, which replaces its contents. The caller holds the folder's lock.
 */
export async function restoreBackup(
  archive: string,
  target: string,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`archivio non trovato: ${archive}`);
  const present = () => readdirSync(target).filter((name) => name !== LOCK_FILE);
  if (present().length > 0 && !force) {
    throw new BackupError(
      `la cartella ${target} non è vuota: ripristina in una cartella nuova o vuota, ` +
        'oppure aggiungi --force per sostituirne il contenuto',
    );
  }
  await readBackup(archive);

  const stage = `${target}.ripristino-${process.pid}`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { mode: 0o700 });
  try {
    const manifest = await readBackup(archive, (entry) => {
      const path = join(stage, entry.path);
      if (entry.type === 'dir') {
        mkdirSync(path, { recursive: true, mode: entry.mode });
        return undefined;
      }
      mkdirSync(dirname(path), { recursive: true });
      return fileSink(path, entry.mode);
    });
    for (const name of present()) rmSync(join(target, name), { recursive: true, force: true });
    for (const name of readdirSync(stage)) renameSync(join(stage, name), join(target, name));
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
