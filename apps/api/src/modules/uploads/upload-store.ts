import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import {
  deleteStoredFiles,
  insertStoredFile,
  readStoredFileChunk,
  readStoredFileChunks,
  readStoredFileHead,
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
 * The place the files live did not answer, or refused the portal's key (decision 048). The
 * error handler answers it 503 (`FILE_STORE_UNAVAILABLE`), never 500; the message is for the
 * log only.
 */
export class FileStoreUnavailable extends Error {
  readonly code = 'FILE_STORE_UNAVAILABLE';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'FileStoreUnavailable';
  }
}

/**
 * Where every process keeps and finds the uploaded files: the database by default (decision
 * 043), an S3-compatible bucket when `S3_URL` is set (`S3FileStore`, decision 048).
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

/** The pieces a file is stored in: a statement never carries more (decision 043). */
export const CHUNK_BYTES = 256 * 1024;

/** Files in the `stored_files` tables of the portal's database: PostgreSQL or PGlite alike. */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async put(kind: StoredKind, bytes: Uint8Array): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.putNamed(name, bytes);
    return name;
  }

  /** Stores under a given name (the one-time import of a folder); false when it was there. */
  putNamed(name: string, bytes: Uint8Array): Promise<boolean> {
    if (!STORED_NAME.test(name)) throw new Error('nome di file non valido');
    const contentType = CONTENT_TYPES[kindOf(name)];
    return insertStoredFile(this.db, { name, contentType, bytes }, CHUNK_BYTES);
  }

  async get(name: string): Promise<StoredFile | null> {
    const head = await this.head(name);
    if (!head) return null;
    const bytes = Buffer.concat(await readStoredFileChunks(this.db, name));
    // Deleted between the two reads.
    if (bytes.length !== head.size) return null;
    return { ...head, bytes };
  }

  async head(name: string): Promise<Omit<StoredFile, 'bytes'> | null> {
    if (!STORED_NAME.test(name)) return null;
    const head = await readStoredFileHead(this.db, name, false);
    return head && { contentType: head.contentType, size: head.size };
  }

  async stream(name: string): Promise<FileStream | null> {
    if (!STORED_NAME.test(name)) return null;
    const head = await readStoredFileHead(this.db, name, true);
    if (!head?.first) return null;
    const { size, first } = head;
    const db = this.db;
    async function* chunks() {
      let sent = first.length;
      yield first;
      for (let seq = 1; sent < size; seq++) {
        const chunk = await readStoredFileChunk(db, name, seq);
        // Deleted while it was being read: the answer ends short, the client sees it cut.
        if (!chunk) throw new Error('file rimosso durante la lettura');
        sent += chunk.length;
        yield chunk;
      }
    }
    return {
      contentType: head.contentType,
      size,
      body: Readable.from(chunks(), { objectMode: false }),
    };
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
