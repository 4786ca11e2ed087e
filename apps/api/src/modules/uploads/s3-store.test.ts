import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService, Referrer } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertReferrer, loginAdmin } from '../../test/fixtures';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { listStoredFileNames } from './stored-files.queries';
import { fileStoreProblem } from './file-store';
import { importUploadsFolder } from './uploads-import';
import { S3FileStore } from './s3-store';
import {
  fixture,
  image,
  multipart,
  pdf,
  sendForm,
  serviceData,
} from '../services/services-admin.fixtures';

// The S3 server of these tests listens here; nothing ever listens on DOWN_PORT.
const S3_PORT = Number(process.env.S3_TEST_PORT ?? 8452);
const DOWN_PORT = S3_PORT + 1;
const p = '/v2/8volante';

let s3: TestS3;
let t: TestContext;
let token: string;

beforeAll(async () => {
  s3 = await startTestS3(S3_PORT);
  t = await createTestApp({ env: { S3_URL: s3.url() } });
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const nameIn = (url: string | null | undefined) => url!.split('/').pop()!;
const services = async (app: TestContext) =>
  (await app.app.inject({ method: 'GET', url: `${p}/servizi/public_fetchAll` })).json<unknown[]>();

describe('S3_URL set: the files live in the bucket', () => {
  let created: AdminService;

  it('stores a service’s image and PDF as objects of the bucket, none in the database', async () => {
    expect(t.app.files).toBeInstanceOf(S3FileStore);
    const res = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Perizia S3' }), [
      image(fixture('foto.jpg')),
      pdf(fixture('scheda.pdf')),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    created = res.json<AdminService>();
    const doc = await s3.object(nameIn(created.pdf));
    expect(doc?.bytes.equals(fixture('scheda.pdf'))).toBe(true);
    expect(doc?.contentType).toBe('application/pdf');
    expect((await s3.object(nameIn(created.image)))?.contentType).toBe('image/webp');
    expect(await listStoredFileNames(t.app.db)).toEqual([]);
  });

  it('serves them back byte for byte with the same headers, ETag and 304', async () => {
    const doc = await t.app.inject({ method: 'GET', url: created.pdf! });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(fixture('scheda.pdf'))).toBe(true);
    expect(doc.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(fixture('scheda.pdf').length),
      'content-disposition': 'attachment; filename="scheda-servizio.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${nameIn(created.pdf)}"`,
    });
    const img = await t.app.inject({ method: 'GET', url: created.image! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.rawPayload.equals((await s3.object(nameIn(created.image)))!.bytes)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: created.image!,
      headers: { 'if-none-match': img.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const absent = `/uploads/${'0'.repeat(32)}.webp`;
    expect((await t.app.inject({ method: 'GET', url: absent })).statusCode).toBe(404);
  });

  it('serves them from a second app on the same bucket (another process, another database)', async () => {
    const other = await createTestApp({ env: { S3_URL: s3.url() } });
    try {
      const doc = await other.app.inject({ method: 'GET', url: created.pdf! });
      expect(doc.statusCode).toBe(200);
      expect(doc.rawPayload.equals(fixture('scheda.pdf'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('stores a referrer’s photo in the bucket too', async () => {
    const ref = await insertReferrer(t.app.db);
    const body = multipart({ _id: ref.id }, [
      {
        field: 'photo',
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        bytes: fixture('foto.jpg'),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${p}/referenti/admin_photo`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<Referrer>().urlPhoto;
    expect((await s3.object(nameIn(url)))?.contentType).toBe('image/webp');
  });

  it('moves the files of an earlier version’s uploads folder into the bucket at start', async () => {
    const dir = join(t.config.dataDir, 'uploads');
    const name = `${'c'.repeat(32)}.pdf`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), fixture('scheda.pdf'));
    expect(await importUploadsFolder(t.app.files as S3FileStore, t.config.dataDir, t.app.log)).toBe(
      1,
    );
    expect(existsSync(dir)).toBe(false);
    expect((await s3.object(name))?.bytes.equals(fixture('scheda.pdf'))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.rawPayload.equals(fixture('scheda.pdf'))).toBe(true);
  });

  it('deletes the objects with the service', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${p}/servizi/admin_delete`,
      payload: { id: created._id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await s3.object(nameIn(created.image))).toBeNull();
    expect(await s3.object(nameIn(created.pdf))).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: created.pdf! })).statusCode).toBe(404);
  });
});

describe('S3 refusing or down: Italian answers, never a 500', () => {
  it('a wrong secret stops the start with an Italian message that never quotes it', async () => {
    const secret = 'segreto-sbagliato';
    const bad = await createTestApp({ env: { S3_URL: s3.url(secret) } });
    try {
      const problem = await fileStoreProblem(bad.app.files, bad.config);
      expect(problem).toMatch(
        /^S3_URL: il bucket portale-file su http:\/\/127\.0\.0\.1:\d+ non risponde come dovrebbe \(HEAD del bucket portale-file rifiutata dall’archivio S3: 403\)\. Controlla host, porta, bucket, region, chiave e segreto\.$/,
      );
      expect(problem).not.toContain(secret);
      expect(await fileStoreProblem(t.app.files, t.config)).toBeNull();
      // Served anyway (a start that ignored the check): the request gets a 503, not a 500.
      const doc = await bad.app.inject({ method: 'GET', url: `/uploads/${'1'.repeat(32)}.pdf` });
      expect(doc.statusCode).toBe(503);
      expect(JSON.stringify(bad.logs)).not.toContain(secret);
    } finally {
      await bad.close();
    }
  });

  it('S3 down: a download gets the generic 503, an upload an Italian 503 and no record', async () => {
    const down = await createTestApp({
      env: { S3_URL: `http://k:s@127.0.0.1:${DOWN_PORT}/portale-file` },
    });
    try {
      const admin = await insertAdmin(down.app.db);
      const adminToken = (await loginAdmin(down.app, admin.email)).accessToken;
      const before = await services(down);
      const doc = await down.app.inject({ method: 'GET', url: `/uploads/${'2'.repeat(32)}.webp` });
      expect(doc.statusCode).toBe(503);
      expect(doc.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.',
      });
      expect(doc.headers['retry-after']).toBe('5');
      const res = await sendForm(down.app, adminToken, 'admin_add', serviceData({ name: 'Mai' }), [
        image(fixture('foto.jpg')),
        pdf(fixture('scheda.pdf')),
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toBe(
        'Non è stato possibile salvare il file: l’archivio dei file non risponde. Nulla è stato salvato; riprova tra qualche istante.',
      );
      expect(await services(down)).toEqual(before);
      expect(down.logs.filter((l) => l.msg === 'errore imprevisto')).toEqual([]);
      expect(down.logs.some((l) => l.msg === 'archivio dei file non disponibile')).toBe(true);
      expect(await fileStoreProblem(down.app.files, down.config)).toMatch(
        /non raggiungibile\)\. Controlla host/,
      );
    } finally {
      await down.close();
    }
  });
});
