import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, TarFormatError, TarWriter } from '../lib/tar';
import { API_SRC } from '../paths';

/**
 * Backup of the embedded database's data folder (decision 045): one .tar.gz holding
 * `manifest.json` first, then every file and folder of DATA_DIR under `data/` (the
 * database, with its job queue in pg-boss's schema (decision 061), uploaded files, the
 * generated token secret, the .eml files written without SMTP), except the server's lock. Taken with the server stopped: the caller holds the folder's lock.
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

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes the archive of `dataDir` to `outFile` (through `outFile.part`, renamed once
 * verified) and answers its manifest. The caller holds the folder's lock.
 */
export async function createBackup(dataDir: string, outFile: string): Promise<Manifest> {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(pgdata)) {
    throw new BackupError(`in ${dataDir} non c'è un database integrato (manca la cartella pgdata)`);
  }
  const migrations = await migrationLevel(pgdata);
  const entries = listDataDir(dataDir);
  for (const e of entries) if (e.type === 'file') e.sha256 = await hashFile(join(dataDir, e.path));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    migrations,
    entries,
  };

  const partFile = `${outFile}.part`;
  const gzip = createGzip({ level: 6 });
  const file = createWriteStream(partFile, { flags: 'wx', mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    file.on('finish', resolve);
    file.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(file);
  try {
    const tar = new TarWriter(gzip);
    const now = Date.now();
    await tar.addBytes(
      { path: 'manifest.json', mode: 0o600, mtimeMs: now },
      Buffer.from(JSON.stringify(manifest, null, 2)),
    );
    await tar.addDir({ path: 'data', mode: 0o700, mtimeMs: now });
    for (const e of entries) {
      const path = `data/${e.path}`;
      if (e.type === 'dir') {
        await tar.addDir({ path, mode: e.mode, mtimeMs: now });
        continue;
      }
      const hash = createHash('sha256');
      await tar.addFile(
        { path, mode: e.mode, size: e.size, mtimeMs: now },
        join(dataDir, e.path),
        (b) => hash.update(b),
      );
      if (hash.digest('hex') !== e.sha256) {
        throw new BackupError(`il file ${e.path} è cambiato durante il backup`);
      }
    }
    await tar.finish();
    await written;
    await verifyBackup(partFile);
    renameSync(partFile, outFile);
  } catch (err) {
    rmSync(partFile, { force: true });
    throw err;
  }
  return manifest;
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

/**
 * Reads the whole archive: the manifest must come first and every file must be there with
 * its size and checksum, nothing more. `onEntry` may take each entry's bytes (restore).
 */
export async function readBackup(
  archive: string,
  onEntry?: (
    e: ManifestEntry,
    manifest: Manifest,
  ) => { data(b: Buffer): void; end(): void } | undefined,
): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let manifestText = '';
  const seen = new Set<string>();
  const hashes = new Map<string, string>();
  const byPath = new Map<string, ManifestEntry>();
  const input = createReadStream(archive).pipe(createGunzip());
  try {
    await readTar(input, {
      entry(h) {
        if (!manifest && h.path !== 'manifest.json') {
          throw new BackupError('il backup non inizia con il manifest');
        }
        if (h.path === 'manifest.json') {
          if (manifest) throw new BackupError('manifest ripetuto nel backup');
          return {
            data: (b) => (manifestText += b.toString('utf8')),
            end: () => {
              manifest = checkManifest(JSON.parse(manifestText));
              for (const e of manifest.entries) byPath.set(e.path, e);
            },
          };
        }
        if (h.path === 'data' && h.type === 'dir') return undefined;
        const rel = h.path.startsWith('data/') ? h.path.slice(5) : '';
        const expected = byPath.get(rel);
        if (!manifest || !expected || expected.type !== h.type || seen.has(rel)) {
          throw new BackupError(`voce inattesa nel backup: ${h.path}`);
        }
        if (h.type === 'file' && h.size !== expected.size) {
          throw new BackupError(`dimensione errata nel backup: ${h.path}`);
        }
        seen.add(rel);
        const target = onEntry?.(expected, manifest);
        if (h.type === 'dir') return undefined;
        const hash = createHash('sha256');
        return {
          data: (b) => {
            hash.update(b);
            target?.data(b);
          },
          end: () => {
            target?.end();
            hashes.set(rel, hash.digest('hex'));
          },
        };
      },
    });
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if (
      err instanceof TarFormatError ||
      err instanceof SyntaxError ||
      (err as NodeJS.ErrnoException).code?.startsWith('Z_')
    ) {
      throw new BackupError(`archivio danneggiato o non valido (${(err as Error).message})`);
    }
    throw err;
  }
  if (!manifest) throw new BackupError('il backup non contiene il manifest');
  for (const e of manifest.entries) {
    if (!seen.has(e.path)) throw new BackupError(`manca nel backup: ${e.path}`);
    if (e.type === 'file' && hashes.get(e.path) !== e.sha256) {
      throw new BackupError(`somma di controllo errata: ${e.path}`);
    }
  }
  return manifest;
}

/** Reads the archive back and checks every entry against its manifest. */
export async function verifyBackup(archive: string): Promise<Manifest> {
  return readBackup(archive);
}
