import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/index';

export interface NewStoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores a file under a name the server made; false when that name is already taken. */
export async function insertStoredFile(db: DbOrTx, file: NewStoredFile): Promise<boolean> {
  const rows = await db
    .insert(storedFiles)
    .values({ ...file, size: file.bytes.length })
    .onConflictDoNothing({ target: storedFiles.name })
    .returning({ name: storedFiles.name });
  return rows.length === 1;
}

export interface StoredFileStart {
  contentType: string;
  size: number;
  /** The file's first `length` bytes (fewer when the file is shorter). */
  chunk: Uint8Array;
}

/** A file's type, size and first bytes in one round trip; null when there is none. */
export async function readStoredFileStart(
  db: DbOrTx,
  name: string,
  length: number,
): Promise<StoredFileStart | null> {
  const [row] = await db
    .select({
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      chunk: sql<Uint8Array>`substring(${storedFiles.bytes} from 1 for ${length})`,
    })
    .from(storedFiles)
    .where(eq(storedFiles.name, name));
  return row ?? null;
}

/** `length` bytes of a file from `offset` (0-based); empty past its end or when it is gone. */
export async function readStoredFileChunk(
  db: DbOrTx,
  name: string,
  offset: number,
  length: number,
): Promise<Uint8Array> {
  const [row] = await db
    .select({
      chunk: sql<Uint8Array>`substring(${storedFiles.bytes} from ${offset + 1} for ${length})`,
    })
    .from(storedFiles)
    .where(eq(storedFiles.name, name));
  return row?.chunk ?? new Uint8Array(0);
}

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
