import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files in `${DATA_DIR}/uploads/`, under names the server makes (128 random
 * bits + the extension of the type it checked), served at `/uploads/{name}`. Nothing
 * the browser sent (file name, declared type) is ever part of a name or a path.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export type StoredKind = 'webp' | 'pdf';

export const CONTENT_TYPES: Record<StoredKind, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A name this store could have made; anything else is not one of our files. */
export const STORED_NAME = /^[0-9a-f]{32}\.(webp|pdf)$/;

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function urlOf(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** The stored name behind one of our URLs, or null for any other value. */
export function nameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

export class UploadStore {
  constructor(private readonly dir: string) {}

  pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error('nome di file non valido');
    return join(this.dir, name);
  }

  /** Writes the bytes under a new random name (atomically: a temp file renamed) and answers the name. */
  async save(kind: StoredKind, bytes: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    const temp = join(this.dir, `.${name}.part`);
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, this.pathOf(name));
    return name;
  }

  /** Removes files by URL; unknown URLs and files already gone are ignored. */
  async removeUrls(urls: readonly (string | null | undefined)[]): Promise<void> {
    for (const url of urls) {
      const name = nameOf(url);
      if (name) await rm(this.pathOf(name), { force: true });
    }
  }
}
