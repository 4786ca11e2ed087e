import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { storedFileChunks, storedFiles } from '../../db/schema/index';

export interface NewStoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Stores a file under a name the server made, its bytes in pieces of `chunkBytes`, in one
 * transaction; false when that name is already taken (nothing is written then).
 */
export async function insertStoredFile(
  db: Db,
  file: NewStoredFile,
  chunkBytes: number,
): Promise<boolean> {
  const { bytes } = file;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(storedFiles)
      .values({ name: file.name, contentType: file.contentType, size: bytes.length })
      .onConflictDoNothing({ target: storedFiles.name })
      .returning({ name: storedFiles.name });
    if (rows.length === 0) return false;
    for (let seq = 0; seq * chunkBytes < bytes.length || seq === 0; seq++) {
      const piece = bytes.subarray(seq * chunkBytes, (seq + 1) * chunkBytes);
      await tx.insert(storedFileChunks).values({ name: file.name, seq, bytes: piece });
    }
    return true;
  });
}

export interface StoredFileHead {
  contentType: string;
  size: number;
}

/** A file's type and size, and its first piece when asked; null when there is none. */
export async function readStoredFileHead(
  db: DbOrTx,
  name: string,
  withFirst: boolean,
): Promise<(StoredFileHead & { first: Uint8Array | null }) | null> {
  if (!withFirst) {
    const [row] = await db
      .select({ contentType: storedFiles.contentType, size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.name, name));
    return row ? { ...row, first: null } : null;
  }
  const [row] = await db
    .select({
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      first: storedFileChunks.bytes,
    })
    .from(storedFiles)
    .leftJoin(
      storedFileChunks,
      and(eq(storedFileChunks.name, storedFiles.name), eq(storedFileChunks.seq, 0)),
    )
    .where(eq(storedFiles.name, name));
  return row ?? null;
}

/** Piece `seq` of a file; null past its end or when the file is gone. */
export async function readStoredFileChunk(
  db: DbOrTx,
  name: string,
  seq: number,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.name, name), eq(storedFileChunks.seq, seq)));
  return row?.bytes ?? null;
}

/** Every piece of a file, in order. */
export async function readStoredFileChunks(db: DbOrTx, name: string): Promise<Uint8Array[]> {
  const rows = await db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.name, name))
    .orderBy(asc(storedFileChunks.seq));
  return rows.map((r) => r.bytes);
}

/** Removes files and (cascade) their pieces. */
export async function deleteStoredFiles(db: DbOrTx, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.name, [...names]));
}

/** The names stored, in order (tests and the operator's checks). */
export async function listStoredFileNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .orderBy(storedFiles.name);
  return rows.map((r) => r.name);
}
