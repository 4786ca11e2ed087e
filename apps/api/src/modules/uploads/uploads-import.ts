import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { STORED_NAME } from './upload-store';

/** A store that keeps a file under a name it is given: the database's or the bucket's. */
export interface NamedPut {
  putNamed(name: string, bytes: Uint8Array): Promise<boolean>;
}

/**
 * The files an earlier version kept in `${DATA_DIR}/uploads/` move into the file store (the
 * database, or the bucket of S3_URL) at start, once (decisions 043, 048): each is stored under its own name (the URLs in the rows stay
 * true) and only then removed from the folder, so a start cut short anywhere is finished by
 * the next one, and a file already imported is not stored twice. Leftovers of a write cut
 * short (`.name.part`) are not files anyone links to and stay where they are.
 */
export async function importUploadsFolder(
  store: NamedPut,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const dir = join(dataDir, 'uploads');
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  let moved = 0;
  for (const name of names.filter((n) => STORED_NAME.test(n))) {
    const path = join(dir, name);
    await store.putNamed(name, await readFile(path));
    await rm(path, { force: true });
    moved += 1;
  }
  if (moved > 0)
    log.info({ files: moved }, 'file caricati spostati dalla cartella nell’archivio dei file');
  // Gone once empty; left alone when something else is still in it.
  await rmdir(dir).catch(() => {});
  return moved;
}
