import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency, AuditEntry, Referrer } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';
import { sniffImage } from '../uploads/uploads.service';
import { fixture, multipart, type FilePart } from '../services/services-admin.fixtures';

let t: TestContext;
let token: string;
const p = '/v2/8volante';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const photo = (bytes: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'photo',
  filename,
  contentType,
  bytes,
});

function sendPhoto(data: unknown, files: FilePart[] = [], auth = true) {
  const body = multipart(data, files);
  return t.app.inject({
    method: 'POST',
    url: `${p}/referenti/admin_photo`,
    headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

describe('referrer photo: uploaded like a service image, served by the portal', () => {
  it('stores a square WebP at /uploads/, the linked agency gets it, the trail records it', async () => {
    const ref = await insertReferrer(t.app.db, { urlPhoto: 'https://foto.example.org/a.jpg' });
    const agency = await insertAgency(t.app.db, { referenteId: ref.id });
    const res = await sendPhoto({ _id: ref.id }, [photo(fixture('foto.jpg'))]);
    expect(res.statusCode).toBe(200);
    const saved = res.json<Referrer>();
    expect(saved.urlPhoto).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: saved.urlPhoto! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const read = sniffImage(served.rawPayload);
    expect(read).toMatchObject({ kind: 'webp' });
    expect(read!.width).toBe(read!.height);

    const agencyToken = await loginAgency(t.app, agency.email);
    const me = await t.app.inject({
      method: 'GET',
      url: `${p}/user/user_fetchMeFromToken`,
      headers: { authorization: `Bearer ${agencyToken}` },
    });
    expect(me.json<Agency>().referente?.urlPhoto).toBe(saved.urlPhoto);

    const trail = await t.app.inject({
      method: 'GET',
      url: `${p}/user/admin_audit/referrer/${ref.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trail.json<AuditEntry[]>()[0]?.changes).toEqual([
      { field: 'urlPhoto', old: 'https://foto.example.org/a.jpg', new: saved.urlPhoto },
    ]);
  });

  it('a new photo replaces the file; remove drops it', async () => {
    const ref = await insertReferrer(t.app.db);
    const first = (
      await sendPhoto({ _id: ref.id }, [photo(fixture('logo.png'), 'l.png', 'image/png')])
    ).json<Referrer>();
    const second = (
      await sendPhoto({ _id: ref.id }, [photo(fixture('banner.webp'), 'b.webp', 'image/webp')])
    ).json<Referrer>();
    expect(second.urlPhoto).not.toBe(first.urlPhoto);
    expect((await t.app.inject({ method: 'GET', url: first.urlPhoto! })).statusCode).toBe(404);
    const removed = await sendPhoto({ _id: ref.id, remove: true });
    expect(removed.json<Referrer>().urlPhoto).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.urlPhoto! })).statusCode).toBe(404);
  });

  it('refuses what a service image refuses, with the same messages, and stores nothing', async () => {
    const ref = await insertReferrer(t.app.db);
    const notImage = await sendPhoto({ _id: ref.id }, [photo(fixture('scheda.pdf'), 'x.jpg')]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({
      message: 'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
      details: { photo: 'Formato non supportato: carica un’immagine JPEG, PNG o WebP.' },
    });
    const nothing = await sendPhoto({ _id: ref.id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().details).toHaveProperty('photo');
    const unknown = await sendPhoto({ _id: '00000000-0000-4000-8000-000000000000' }, [
      photo(fixture('foto.jpg')),
    ]);
    expect(unknown.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `${p}/user/referentiAlleare`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json<Referrer[]>().find((r) => r._id === ref.id)?.urlPhoto).toBeNull();
    expect((await sendPhoto({ _id: ref.id }, [photo(fixture('foto.jpg'))], false)).statusCode).toBe(
      401,
    );
  });
});
