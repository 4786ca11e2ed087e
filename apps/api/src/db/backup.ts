import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack, type Pack } from 'tar-stream';
import {
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  listDataDir,
  migrationLevel,
  type Manifest,
  type ManifestEntry,
} from './backup-manifest';
import { verifyBackup } from './backup-read';

/**
 * Writes the backup of the embedded database's data folder (decision 045; the layout in
 * backup-manifest.ts): tar-stream's ustar through gzip into the file, each file streamed in
 * 64 kB pieces, so an archive of any size never sits in memory (decision 090).
 * Taken with the server stopped: the caller holds the folder's lock.
 */

const CHUNK = 64 * 1024;

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Adds one entry with its bytes given whole (the manifest) or none (a folder). */
function addEntry(tar: Pack, header: Parameters<Pack['entry']>[0], bytes?: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error | null) => (err ? reject(err) : resolve());
    if (bytes) tar.entry(header, bytes, done);
    else tar.entry(header, done);
  });
}

/**
 * Streams the file of entry `e` into the archive, in 64 kB pieces with the archive's
 * back-pressure, and answers the SHA-256 of what it wrote. A file shorter than the manifest
 * says fails here, a longer or different one on its checksum: it changed during the backup.
 */
async function addFile(tar: Pack, dataDir: string, e: ManifestEntry, mtime: Date) {
  const hash = createHash('sha256');
  const header = { name: `data/${e.path}`, size: e.size, mode: e.mode, mtime };
  let sink!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    sink = tar.entry(header, (err) => (err ? reject(err) : resolve()));
  });
  added.catch(() => {}); // awaited below, unless the file is short and the archive dropped
  let written = 0;
  if (e.size > 0) {
    const file = join(dataDir, e.path);
    const range = { start: 0, end: e.size - 1, highWaterMark: CHUNK };
    for await (const chunk of createReadStream(file, range) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      written += chunk.length;
      if (!sink.write(chunk)) await once(sink, 'drain');
    }
  }
  if (written !== e.size) throw new BackupError(`il file ${e.path} è cambiato durante il backup`);
  sink.end(null); // streamx's end takes a last chunk; null adds none
  await added;
  return hash.digest('hex');
}

/**
 * The manifest, the `data/` folder, then every entry of the data folder in the manifest's
 * order; a folder's name ends in '/', as tar writes it.
 */
async function writeEntries(tar: Pack, dataDir: string, manifest: Manifest) {
  const mtime = new Date();
  const text = Buffer.from(JSON.stringify(manifest, null, 2));
  await addEntry(tar, { name: 'manifest.json', mode: 0o600, mtime }, text);
  await addEntry(tar, { name: 'data/', type: 'directory', mode: 0o700, mtime });
  for (const e of manifest.entries) {
    if (e.type === 'dir') {
      await addEntry(tar, { name: `data/${e.path}/`, type: 'directory', mode: e.mode, mtime });
    } else if ((await addFile(tar, dataDir, e, mtime)) !== e.sha256) {
      throw new BackupError(`il file ${e.path} è cambiato durante il backup`);
    }
  }
  tar.finalize();
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
  const tar = pack();
  const file = createWriteStream(partFile, { flags: 'wx', mode: 0o600 });
  try {
    // Either side failing (a changed file, a full disk) fails the backup at once.
    await Promise.all([
      writeEntries(tar, dataDir, manifest),
      pipeline(tar, createGzip({ level: 6 }), file),
    ]);
    await verifyBackup(partFile);
    renameSync(partFile, outFile);
  } catch (err) {
    tar.destroy();
    if (!file.closed) await once(file.destroy(), 'close');
    rmSync(partFile, { force: true });
    throw err;
  }
  return manifest;
}
