import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminService, AuditEntry, Service } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { serviceRequests } from '../../db/schema/index';
import { sniffImage } from '../uploads/file-sniff';
import { listStoredFileNames } from '../uploads/stored-files.queries';
import { fixture, image, pdf, sendForm, serviceData } from './services-admin.fixtures';

let t: TestContext;
let token: string;
const p = '/v2/8volante';

const uploaded = () => listStoredFileNames(t.app.db);
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
const publicList = async () =>
  (await t.app.inject({ method: 'GET', url: `${p}/servizi/public_fetchAll` })).json<Service[]>();
const trail = async (id: string) =>
  (await get(`${p}/user/admin_audit/service/${id}`)).json<AuditEntry[]>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('admin services: create, read, update, delete with real files', () => {
  let created: AdminService;

  it('creates a public service with a real JPEG and a real PDF; the image is re-encoded to the cards’ frame', async () => {
    await publicList(); // the public catalogue is now cached
    const data = serviceData({ name: 'Perizia Rapida', promo: true, url: 'perizia-rapida' });
    const res = await sendForm(t.app, token, 'admin_add', data, [
      image(fixture('foto.jpg')),
      pdf(fixture('scheda.pdf')),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    created = res.json<AdminService>();
    expect(created).toMatchObject({
      name: 'Perizia Rapida',
      description: '<p>Consulenza <strong>dedicata</strong>.</p>',
      color: '#1f4e79',
      promo: true,
      prices_with: 9_900,
      prices_without: 14_900,
      visibility: 'public',
      url: 'perizia-rapida',
      position: 1,
      richieste: 0,
    });
    expect(created.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(created.pdf).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);

    const img = await t.app.inject({ method: 'GET', url: created.image! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sniffImage(img.rawPayload)).toEqual({ kind: 'webp', width: 1280, height: 560 });

    const doc = await t.app.inject({ method: 'GET', url: created.pdf! });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^attachment/);
    expect(doc.rawPayload.equals(fixture('scheda.pdf'))).toBe(true);
    // The spec's tile opens `./pdf/{pdf}`: the same file under /pdf.
    const tile = await t.app.inject({
      method: 'GET',
      url: created.pdf!.replace('/uploads/', '/pdf/'),
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('application/pdf');

    // Visible at once in the public catalogue (the cache was dropped).
    expect((await publicList()).map((s) => s.name)).toContain('Perizia Rapida');
    const [entry] = await trail(created._id);
    expect(entry).toMatchObject({
      action: 'create',
      admin: { email: expect.stringContaining('@') },
    });
  });

  it('accepts PNG and WebP images, checked by content whatever their name says', async () => {
    for (const [bytes, name] of [
      [fixture('logo.png'), 'logo.jpg'],
      [fixture('banner.webp'), 'senza-estensione'],
    ] as const) {
      const res = await sendForm(t.app, token, 'admin_add', serviceData(), [
        image(bytes, name, 'text/plain'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await t.app.inject({ method: 'GET', url: res.json<Service>().image! });
      expect(sniffImage(stored.rawPayload)?.kind).toBe('webp');
    }
  });

  it('updates every field, replaces the image and removes the PDF; the old files are deleted', async () => {
    const before = await uploaded();
    const res = await sendForm(
      t.app,
      token,
      'admin_update',
      {
        ...serviceData({
          name: 'Perizia Express',
          visibility: 'both',
          prices_with: null,
          color: '#aa0000',
        }),
        _id: created._id,
        removePdf: true,
      },
      [image(fixture('banner.webp'), 'nuova.webp', 'image/webp')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<AdminService>();
    expect(updated).toMatchObject({
      name: 'Perizia Express',
      visibility: 'both',
      prices_with: null,
      pdf: null,
    });
    expect(updated.image).not.toBe(created.image);
    const after = await uploaded();
    expect(after).not.toContain(created.image!.split('/').pop());
    expect(after).not.toContain(created.pdf!.split('/').pop());
    expect(after.length).toBe(before.length - 1);
    expect((await t.app.inject({ method: 'GET', url: created.image! })).statusCode).toBe(404);
    expect((await publicList()).map((s) => s.name)).toContain('Perizia Express');

    const [entry] = await trail(created._id);
    expect(entry!.action).toBe('update');
    expect(entry!.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['name', 'image', 'pdf', 'color', 'prices_with', 'visibility']),
    );
    created = updated;
  });

  it('reads one service and lists them all in order with their request counts', async () => {
    const agency = await insertAgency(t.app.db);
    await t.app.db.insert(serviceRequests).values({ agencyId: agency.id, serviceId: created._id });
    const one = await get(`${p}/servizi/admin_fetch/${created._id}`);
    expect(one.json()).toMatchObject({ _id: created._id, richieste: 1 });
    const all = (await get(`${p}/servizi/admin_fetchAll`)).json<AdminService[]>();
    expect(all.map((s) => s.position)).toEqual(
      [...all.map((s) => s.position)].sort((a, b) => a - b),
    );
    expect(
      (await get(`${p}/servizi/admin_fetch/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });

  it('deletes with its requests and its files; the public catalogue forgets it at once', async () => {
    const file = created.image!.split('/').pop()!;
    expect(await uploaded()).toContain(file);
    const res = await post(`${p}/servizi/admin_delete`, { id: created._id });
    expect(res.statusCode).toBe(200);
    expect(await uploaded()).not.toContain(file);
    expect((await publicList()).map((s) => s._id)).not.toContain(created._id);
    expect(
      (await t.app.db.select().from(serviceRequests)).some((r) => r.serviceId === created._id),
    ).toBe(false);
    expect((await trail(created._id))[0]!.action).toBe('delete');
    expect((await post(`${p}/servizi/admin_delete`, { id: created._id })).statusCode).toBe(404);
  });
});

describe('admin services: what is refused', () => {
  it('refuses an HTML file renamed .jpg with 415, storing nothing', async () => {
    const before = await uploaded();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Finto' }), [
      image(html, 'foto.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: { image: expect.stringMatching(/JPEG, PNG o WebP/) },
    });
    expect(await uploaded()).toEqual(before);
    expect(
      (await get(`${p}/servizi/admin_fetchAll`)).json<Service[]>().map((s) => s.name),
    ).not.toContain('Finto');
  });

  it('refuses a JPEG renamed .pdf as the PDF', async () => {
    const res = await sendForm(t.app, token, 'admin_add', serviceData(), [
      pdf(fixture('foto.jpg')),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().details.pdf).toMatch(/PDF/);
  });

  it('refuses an oversized image and an oversized PDF with 413, storing nothing', async () => {
    const before = await uploaded();
    const big = Buffer.concat([fixture('foto.jpg'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Troppo grande' }), [
      image(big),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
    const hugePdf = Buffer.concat([fixture('scheda.pdf'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res2 = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Troppo grande' }), [
      pdf(hugePdf),
    ]);
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toMatch(/10 MB/);
    expect(await uploaded()).toEqual(before);
    expect(
      (await get(`${p}/servizi/admin_fetchAll`)).json<Service[]>().map((s) => s.name),
    ).not.toContain('Troppo grande');
  });

  it('refuses an image bomb by its declared size, before decoding', async () => {
    const png = Buffer.from(fixture('logo.png'));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const res = await sendForm(t.app, token, 'admin_add', serviceData(), [
      image(png, 'x.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.image).toMatch(/megapixel/);
  });

  it('strips <script>, on* handlers, javascript: links and SVG from descriptions', async () => {
    const description =
      '<p onclick="steal()">Testo <img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">link</a> <a href="https://example.it">sito</a></p>' +
      '<svg onload="alert(4)"><script>alert(5)</script></svg><style>p{}</style>';
    const res = await sendForm(t.app, token, 'admin_add', serviceData({ description }), []);
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json<Service>().description;
    expect(stored).toBe(
      '<p>Testo link <a href="https://example.it" target="_blank" rel="noopener noreferrer">sito</a></p>',
    );
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|svg|style|alert/i);
  });

  it('keeps a whole emoji where the trail cuts a long description (no half character stored)', async () => {
    const description = `<p>${'a'.repeat(298)}😀 e poi altro testo</p>`;
    const res = await sendForm(
      t.app,
      token,
      'admin_add',
      serviceData({ name: 'Servizio Emoji', description }),
      [],
    );
    expect(res.statusCode, res.body).toBe(200);
    const [created] = await trail(res.json<Service>()._id);
    const shown = created!.changes.find((c) => c.field === 'description')!.new as string;
    expect(shown).toBe(`${'a'.repeat(298)}…`);
  });

  it('answers 409 for a name already used (any case), 400 with details for bad fields', async () => {
    await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Mutuo Casa' }));
    const dup = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'MUTUO CASA' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.name).toMatch(/già/);
    const bad = await sendForm(t.app, token, 'admin_add', {
      ...serviceData(),
      color: 'red',
      prices_with: -1,
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(
      expect.arrayContaining(['color', 'prices_with', 'url']),
    );
    const garbled = await sendForm(t.app, token, 'admin_add', '{"name":');
    expect(garbled.statusCode).toBe(400);
  });

  it('refuses a NUL character inside the form’s data with 400, storing nothing', async () => {
    const before = (await get(`${p}/servizi/admin_fetchAll`)).json().length;
    const res = await sendForm(t.app, token, 'admin_add', serviceData({ name: 'Con\u0000zero' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Il testo contiene caratteri non ammessi.',
      details: { name: 'Carattere non ammesso' },
    });
    expect((await get(`${p}/servizi/admin_fetchAll`)).json()).toHaveLength(before);
  });

  it('answers 415 to a JSON body and 400 to a multipart body cut short', async () => {
    const json = await post(`${p}/servizi/admin_add`, serviceData());
    expect(json.statusCode).toBe(415);
    const cut = await t.app.inject({
      method: 'POST',
      url: `${p}/servizi/admin_add`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(cut.statusCode).toBe(400);
  });

  it('serves only names the server made', async () => {
    for (const url of ['/uploads/abc.webp', '/uploads/' + 'a'.repeat(32) + '.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // An encoded slash never reaches the route (decision 024).
    const traversal = '/uploads/..%2F..%2Fetc%2Fpasswd';
    expect((await t.app.inject({ method: 'GET', url: traversal })).statusCode).toBe(400);
  });
});

describe('admin services: order', () => {
  it('reorders every service, audits each move, and the public list follows', async () => {
    const all = (await get(`${p}/servizi/admin_fetchAll`)).json<AdminService[]>();
    expect(all.length).toBeGreaterThan(2);
    const ids = all.map((s) => s._id).reverse();
    const res = await post(`${p}/servizi/admin_reorder`, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminService[]>().map((s) => s._id)).toEqual(ids);
    expect(res.json<AdminService[]>().map((s) => s.position)).toEqual(ids.map((_, i) => i + 1));
    const pub = (await publicList()).map((s) => s._id);
    expect(pub).toEqual(ids.filter((id) => pub.includes(id)));
    const moved = (await trail(ids[0]!))[0]!;
    expect(moved.changes).toEqual([
      { field: 'position', old: all[all.length - 1]!.position, new: 1 },
    ]);
  });

  it('refuses an order that does not list every service (409)', async () => {
    const all = (await get(`${p}/servizi/admin_fetchAll`)).json<AdminService[]>();
    const res = await post(`${p}/servizi/admin_reorder`, { ids: all.slice(1).map((s) => s._id) });
    expect(res.statusCode).toBe(409);
  });
});
