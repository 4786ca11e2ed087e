import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { listDataDir, type Manifest } from './backup-manifest';

/** A backup written by the hand-made ustar writer the backups used until 1 December 2026. */
export const BACKUP_OF_2026_12_01 = join(import.meta.dirname, 'fixtures/backup-2026-12-01.tar.gz');

export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `portal-${name}-`));

/** A small data folder: a fake database folder, an upload, an empty file, a secret. */
export function dataFolder(): string {
  const dir = tempDir('dati');
  mkdirSync(join(dir, 'pgdata'), { mode: 0o700 });
  mkdirSync(join(dir, 'uploads/servizi'), { recursive: true });
  writeFileSync(join(dir, 'pgdata/PG_VERSION'), '17\n', { mode: 0o600 });
  writeFileSync(join(dir, 'uploads/servizi/foto.jpg'), Buffer.alloc(200_000, 7));
  writeFileSync(join(dir, 'uploads/servizi/vuoto.txt'), '');
  writeFileSync(join(dir, 'token-secret'), 'segreto\n', { mode: 0o600 });
  return dir;
}

/** The manifest a backup of `dir` carries, with every file's SHA-256. */
export function manifestOf(dir: string, over: Partial<Manifest> = {}): Manifest {
  const entries = listDataDir(dir).map((e) =>
    e.type === 'file'
      ? {
          ...e,
          sha256: createHash('sha256')
            .update(readFileSync(join(dir, e.path)))
            .digest('hex'),
        }
      : e,
  );
  return {
    format: 'portal-backup',
    formatVersion: 1,
    appVersion: '0.1.0',
    createdAt: '2026-12-02T09:00:00.000Z',
    migrations: { applied: 1, last: '0000_init' },
    entries,
    ...over,
  };
}

export type RawEntry = Partial<Header> & { name: string; body?: Buffer | string };

/** A .tar.gz of exactly these entries, in this order, written by tar-stream. */
export async function writeArchive(file: string, entries: RawEntry[]): Promise<string> {
  const tar = pack();
  const parts: Buffer[] = [];
  tar.on('data', (b) => void parts.push(b as Buffer));
  const ended = new Promise<void>((resolve) => tar.on('end', () => resolve()));
  for (const { body, ...header } of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (body === undefined) tar.entry(header, done);
      else tar.entry(header, body, done);
    });
  }
  tar.finalize();
  await ended;
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
  return file;
}

/** The entries of a backup of `dir` in the layout of 045: the manifest, `data/`, the rest. */
export function backupEntries(dir: string, manifest = manifestOf(dir)): RawEntry[] {
  return [
    { name: 'manifest.json', body: JSON.stringify(manifest) },
    { name: 'data', type: 'directory' },
    ...manifest.entries.map((e): RawEntry =>
      e.type === 'dir'
        ? { name: `data/${e.path}`, type: 'directory', mode: e.mode }
        : { name: `data/${e.path}`, mode: e.mode, body: readFileSync(join(dir, e.path)) },
    ),
  ];
}

/** The same backup written by GNU tar (its own format), from a folder laid out as the archive. */
export function gnuTarBackup(dir: string, file: string): string {
  const layout = tempDir('gnu');
  writeFileSync(join(layout, 'manifest.json'), JSON.stringify(manifestOf(dir)));
  execFileSync('cp', ['-a', dir, join(layout, 'data')]);
  execFileSync('tar', ['-czf', file, '-C', layout, 'manifest.json', 'data']);
  return file;
}

/** Relative path → mode and bytes (base64) of every file and folder under `dir`. */
export function contents(dir: string, root = dir, out: Record<string, string> = {}) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const info = statSync(full);
    const key = relative(root, full);
    if (info.isDirectory()) {
      out[key] = `dir ${(info.mode & 0o777).toString(8)}`;
      contents(full, root, out);
    } else {
      out[key] = `${(info.mode & 0o777).toString(8)} ${readFileSync(full).toString('base64')}`;
    }
  }
  return out;
}
