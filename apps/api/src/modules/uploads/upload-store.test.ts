// The uploaded files live in the database (decision 043): stored, served in chunks with the
// same headers as before and an ETag, removed; the files an earlier version kept in
// DATA_DIR/uploads move into the table at start, once.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { CHUNK_BYTES, DatabaseFileStore, urlOf } from './upload-store';
import { importUploadsFolder } from './uploads-import';

let t: TestContext;
let store: DatabaseFileStore;
beforeAll(async () => {
  t = await createTestApp();
  store = new DatabaseFileStore(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('files stored in the database', () => {
  it('serves a file larger than a chunk byte for byte, with its headers and an ETag', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 2 + 1234);
    const name = await store.put('pdf', bytes);
    const res = await fetchFile(urlOf(name));
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': 'attachment; filename="scheda-servizio.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${name}"`,
    });
    // The spec's `./pdf/{pdf}` path serves the same file.
    const viaPdf = await fetchFile(`/pdf/${name}`);
    expect(Buffer.compare(viaPdf.rawPayload, bytes)).toBe(0);
    expect((await store.get(name))?.size).toBe(bytes.length);
  });

  it('answers a revalidation with 304 and no body, and 404 once the file is removed', async () => {
    const name = await store.put('webp', randomBytes(100));
    const again = await fetchFile(urlOf(name), { 'if-none-match': `"${name}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(`"${name}"`);
    await store.delete([name]);
    expect((await fetchFile(urlOf(name))).statusCode).toBe(404);
    expect((await fetchFile(urlOf(name), { 'if-none-match': `"${name}"` })).statusCode).toBe(404);
    expect(await store.get(name)).toBeNull();
  });
});

describe('the uploads folder of an earlier version', () => {
  it('moves into the database once: served at the same URL, gone from the folder', async () => {
    const dir = join(t.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    const bytes = randomBytes(2000);
    writeFileSync(join(dir, name), bytes);
    writeFileSync(join(dir, `.${name}.part`), 'interrotto');
    expect(await importUploadsFolder(store, t.config.dataDir, t.app.log)).toBe(1);
    const res = await fetchFile(urlOf(name));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(readdirSync(dir)).toEqual([`.${name}.part`]);

    // A start cut short after the copy: the file is back in the folder; the next start
    // removes it without storing it twice.
    writeFileSync(join(dir, name), bytes);
    expect(await importUploadsFolder(store, t.config.dataDir, t.app.log)).toBe(1);
    expect(readdirSync(dir)).toEqual([`.${name}.part`]);
    expect(await importUploadsFolder(store, t.config.dataDir, t.app.log)).toBe(0);
  });

  it('does nothing without a folder', async () => {
    const empty = join(t.config.dataDir, 'nessuna');
    expect(await importUploadsFolder(store, empty, t.app.log)).toBe(0);
    expect(existsSync(join(empty, 'uploads'))).toBe(false);
  });
});
