import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { API_SRC } from '../paths';

/**
 * What a backup of the embedded database's data folder holds (decision 045): one .tar.gz
 * with `manifest.json` first, then every file and folder of DATA_DIR under `data/` (the
 * database, with its job queue in pg-boss's schema (decision 061), uploaded files, the
 * generated token secret, the .eml files written without SMTP), except the server's lock.
 * The manifest names every entry with its size, mode and SHA-256; a restore accepts nothing
 * else. Written by db/backup.ts, read by db/backup-read.ts, both with tar-stream (decision 090).
 */
export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The server's lock file (db/lock.ts): never archived, never restored. */
export const LOCK_FILE = 'server.lock';

export interface ManifestEntry {
  path: string;
  type: 'file' | 'dir';
  size: number;
  mode: number;
  sha256?: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** Migrations applied to the database when it was saved, and the latest one's tag. */
  migrations: { applied: number; last: string | null };
  entries: ManifestEntry[];
}

export class BackupError extends Error {}

const journalFile = join(API_SRC, 'db/migrations/meta/_journal.json');

/** The migrations this code knows, in order (drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

export function appVersion(): string {
  const pkg = join(API_SRC, '../../../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** How far the embedded database in `pgdata` is migrated (opened read-only in spirit: one query). */
export async function migrationLevel(pgdata: string): Promise<Manifest['migrations']> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(pgdata);
  try {
    await client.waitReady;
    const { rows } = await client.query<{ applied: number; last: string | null }>(
      `select count(*)::int as applied, max(created_at)::text as last
         from drizzle.__drizzle_migrations`,
    );
    const row = rows[0] ?? { applied: 0, last: null };
    const last = knownMigrations().find((m) => String(m.when) === row.last);
    return { applied: row.applied, last: last?.tag ?? row.last };
  } finally {
    await client.close();
  }
}

const toArchivePath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/** Every folder and file under `root` (sorted, the lock excepted), with sizes. */
export function listDataDir(root: string): ManifestEntry[] {
  const out: ManifestEntry[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (dir === root && name === LOCK_FILE) continue;
      const info = statSync(full);
      const path = toArchivePath(root, full);
      if (info.isDirectory()) {
        out.push({ path, type: 'dir', size: 0, mode: info.mode & 0o7777 });
        walk(full);
      } else if (info.isFile()) {
        out.push({ path, type: 'file', size: info.size, mode: info.mode & 0o7777 });
      } else {
        throw new BackupError(`${full}: né file né cartella, non salvabile`);
      }
    }
  };
  walk(root);
  return out;
}

/** Checks a manifest read from an archive: this format, a version this code can restore. */
export function checkManifest(raw: unknown): Manifest {
  const m = raw as Partial<Manifest> | null;
  if (!m || m.format !== BACKUP_FORMAT || !Array.isArray(m.entries) || !m.migrations) {
    throw new BackupError('il file non è un backup del portale (manifest assente o non valido)');
  }
  if (m.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`formato di backup ${m.formatVersion} non supportato da questa versione`);
  }
  const known = knownMigrations().length;
  if (m.migrations.applied > known) {
    throw new BackupError(
      `il backup viene da una versione più recente del portale (${m.migrations.applied} migrazioni, ` +
        `questa ne conosce ${known}): aggiorna il portale, poi ripristina`,
    );
  }
  for (const e of m.entries) {
    if (!isSafePath(e.path)) throw new BackupError(`percorso non ammesso nel backup: ${e.path}`);
  }
  return m as Manifest;
}

/** A relative path of plain names: no `..`, no absolute path, no empty part. */
export function isSafePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length > 0 &&
    path
      .split('/')
      .every(
        (part) =>
          part !== '' &&
          part !== '.' &&
          part !== '..' &&
          !part.includes('\\') &&
          !part.includes('\0'),
      )
  );
}
