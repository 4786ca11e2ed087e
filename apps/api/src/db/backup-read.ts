import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, type Header } from 'tar-stream';
import { BackupError, checkManifest, type Manifest, type ManifestEntry } from './backup-manifest';

/** Where a restore puts one file's bytes, in order, then `end` (written synchronously). */
export interface EntrySink {
  data(b: Buffer): void;
  end(): void;
}

/** A backup holds regular files and folders only: no links, devices or fifos. */
const ENTRY_TYPES: Partial<Record<Header['type'], ManifestEntry['type']>> = {
  file: 'file',
  directory: 'dir',
};

/** An error of the archive itself (gzip, tar headers, JSON), not of what it holds. */
class ArchiveError extends Error {}

const isArchiveFault = (err: unknown) =>
  err instanceof ArchiveError ||
  err instanceof SyntaxError ||
  (err as NodeJS.ErrnoException | null)?.code?.startsWith('Z_') === true ||
  /tar header|Unexpected end of data|Header exceeds/i.test((err as Error | null)?.message ?? '');

async function readAll(entry: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of entry) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Reads the whole archive as it streams from the file (tar-stream over gunzip): the manifest
 * must come first and every file must be there with its size and checksum, nothing more.
 * `onEntry` may take each entry's bytes (restore).
 */
export async function readBackup(
  archive: string,
  onEntry?: (e: ManifestEntry, manifest: Manifest) => EntrySink | undefined,
): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  const hashes = new Map<string, string>();
  const byPath = new Map<string, ManifestEntry>();
  const entries = extract();
  const piped = pipeline(createReadStream(archive), createGunzip(), entries);
  // Read below; an error of the pipe also ends the loop, and is reported from there.
  piped.catch(() => {});
  try {
    for await (const entry of entries) {
      const h = entry.header;
      const path = h.name.replace(/\/$/, '');
      const type = ENTRY_TYPES[h.type];
      if (!type) {
        throw new ArchiveError(`tipo di voce non ammesso: ${JSON.stringify(h.type)}`);
      }
      if (!manifest && path !== 'manifest.json') {
        throw new BackupError('il backup non inizia con il manifest');
      }
      if (path === 'manifest.json') {
        if (manifest) throw new BackupError('manifest ripetuto nel backup');
        manifest = checkManifest(JSON.parse(await readAll(entry as AsyncIterable<Buffer>)));
        for (const e of manifest.entries) byPath.set(e.path, e);
        continue;
      }
      if (path === 'data' && type === 'dir') {
        entry.resume();
        continue;
      }
      const rel = path.startsWith('data/') ? path.slice(5) : '';
      const expected = byPath.get(rel);
      if (!manifest || !expected || expected.type !== type || seen.has(rel)) {
        throw new BackupError(`voce inattesa nel backup: ${path}`);
      }
      if (type === 'file' && h.size !== expected.size) {
        throw new BackupError(`dimensione errata nel backup: ${path}`);
      }
      seen.add(rel);
      const target = onEntry?.(expected, manifest);
      const hash = createHash('sha256');
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        target?.data(chunk);
      }
      target?.end();
      if (type === 'file') hashes.set(rel, hash.digest('hex'));
    }
    await piped;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if (isArchiveFault(err)) {
      throw new BackupError(`archivio danneggiato o non valido (${(err as Error).message})`);
    }
    throw err;
  } finally {
    entries.destroy();
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
