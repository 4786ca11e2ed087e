import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import {
  deleteStoredFiles,
  insertStoredFile,
  readStoredFileChunk,
  readStoredFileStart,
} from './stored-files.queries';

/**
 * Uploaded files, under names the server makes (128 random bits + the extension of the type
 * it checked), served at `/uploads/{name}`. Nothing the browser sent (file name, declared
 * type) is ever part of a name. A name never changes content.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export type StoredKind = 'webp' | 'pdf';

export const CONTENT_TYPES: Record<StoredKind, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A name this store could have made; anything else is not one of our files. */
export const STORED_NAME = /^[0-9a-f]{32}\.(webp|pdf)$/;

export function urlOf(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** The stored name behind one of our URLs, or null for any other value. */
export function nameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

export const kindOf = (name: string) => name.slice(name.lastIndexOf('.') + 1) as StoredKind;

export interface StoredFile {
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

export interface FileStream {
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * Where every process keeps and finds the uploaded files (decision 043). The database is
 * the one implementation; another (object storage) would take its place behind this.
 */
export interface FileStore {
  /** Stores the bytes under a new name and answers it. */
  put(kind: StoredKind, bytes: Uint8Array): Promise<string>;
  get(name: string): Promise<StoredFile | null>;
  /** Whether a file is there, and its type and size, without its bytes. */
  head(name: string): Promise<Omit<StoredFile, 'bytes'> | null>;
  /** The file as a stream read in chunks; null when there is none. */
  stream(name: string): Promise<FileStream | null>;
  /** Removes files; names already gone are ignored. */
  delete(names: readonly string[]): Promise<void>;
}

/** Chunks of the database store: one round trip serves any image or small PDF whole. */
export const CHUNK_BYTES = 512 * 1024;

/** Files in the `stored_files` table of the portal's database: PostgreSQL or PGlite alike. */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: DbOrTx) {}

  async put(kind: StoredKind, bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.putNamed(name, bytes);
    return name;
  }

  /** Stores under a given name (the one-time import of a folder); false when it was there. */
  putNamed(name: string, bytes: Uint8Array): Promise<boolean> {
    if (!STORED_NAME.test(name)) throw new Error('nome di file non valido');
    return insertStoredFile(this.db, { name, contentType: CONTENT_TYPES[kindOf(name)], bytes });
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const start = await readStoredFileStart(this.db, name, 0x7fffffff);
    return start && { contentType: start.contentType, size: start.size, bytes: start.chunk };
  }

  async head(name: string): Promise<Omit<StoredFile, 'bytes'> | null> {
    if (!STORED_NAME.test(name)) return null;
    const start = await readStoredFileStart(this.db, name, 0);
    return start && { contentType: start.contentType, size: start.size };
  }

  async stream(name: string): Promise<FileStream | null> {
    if (!STORED_NAME.test(name)) return null;
    const start = await readStoredFileStart(this.db, name, CHUNK_BYTES);
    if (!start) return null;
    const { size } = start;
    const db = this.db;
    async function* chunks() {
      let offset = start!.chunk.length;
      yield start!.chunk;
      while (offset < size) {
        const chunk = await readStoredFileChunk(db, name, offset, CHUNK_BYTES);
        // Deleted while it was being read: the answer ends short, the client sees it cut.
        if (chunk.length === 0) throw new Error('file rimosso durante la lettura');
        offset += chunk.length;
        yield chunk;
      }
    }
    return { contentType: start.contentType, size, body: Readable.from(chunks()) };
  }

  async delete(names: readonly string[]): Promise<void> {
    await deleteStoredFiles(
      this.db,
      names.filter((n) => STORED_NAME.test(n)),
    );
  }
}

/** Removes files by URL; unknown URLs and files already gone are ignored. */
export async function removeUrls(
  store: FileStore,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const names = urls.map(nameOf).filter((n): n is string => n !== null);
  if (names.length > 0) await store.delete(names);
}
