import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry, Referrer, ReferrerImportPreview } from '@portal/shared';
import { auditLog, referrers } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertReferrer, loginAdmin } from '../../test/fixtures';

let t: TestContext;
let auth: Record<string, string>;
const p = '/v2/8volante';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${p}/referenti/${url}`, headers: auth, payload });
const list = async () =>
  (await t.app.inject({ method: 'GET', url: `${p}/user/referentiAlleare`, headers: auth })).json<
    Referrer[]
  >();
const trail = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${p}/user/admin_audit/referrer/${id}`,
      headers: auth,
    })
  ).json<AuditEntry[]>();

describe('referrers: add, edit, deactivate', () => {
  it('adds a referrer (e-mail lower-cased, empty links null), lists it, audits it', async () => {
    const res = await post('admin_add', {
      codice: 'NEW-1',
      nome: 'Marta',
      cognome: 'Aldini',
      email: 'Marta@Example.it',
      urlPhoto: '',
      urlAgente: 'https://partner.example.it/marta',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<Referrer>();
    expect(created).toMatchObject({
      codice: 'NEW-1',
      email: 'marta@example.it',
      urlPhoto: null,
      active: true,
    });
    expect((await list()).map((r) => r.codice)).toContain('NEW-1');
    expect((await trail(created._id))[0]?.action).toBe('create');
  });

  it("keeps a direct phone (shown on the agencies' hub), audits it, refuses a bad one", async () => {
    const res = await post('admin_add', {
      codice: 'TEL-1',
      nome: 'Sara',
      cognome: 'Gara',
      email: 'sara@example.it',
      telefono: ' +39 06 5550101 ',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<Referrer>();
    expect(created.telefono).toBe('+39 06 5550101');
    const changes = (await trail(created._id))[0]!.changes;
    expect(changes).toContainEqual({ field: 'telefono', old: null, new: '+39 06 5550101' });
    const bad = await post('admin_add', {
      codice: 'TEL-2',
      nome: 'Sara',
      cognome: 'Gara',
      email: 'sara2@example.it',
      telefono: 'chiamami',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Numero non valido/);
  });

  it('refuses a duplicate code (any case) with 409 and a javascript: link with 400', async () => {
    await insertReferrer(t.app.db, { codice: 'DUP-1' });
    const dup = await post('admin_add', {
      codice: 'dup-1',
      nome: 'A',
      cognome: 'B',
      email: 'a@example.it',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Esiste già un referente con questo codice.');
    const js = await post('admin_add', {
      codice: 'JS-1',
      nome: 'A',
      cognome: 'B',
      email: 'a@example.it',
      urlAgente: 'javascript:alert(1)',
    });
    expect(js.statusCode).toBe(400);
    expect(js.json().details.urlAgente).toMatch(/https/);
  });

  it('edits every field with old → new in the trail; deactivates and reactivates', async () => {
    const r = await insertReferrer(t.app.db, {
      codice: 'EDT-1',
      nome: 'Pia',
      cognome: 'Lodi',
      email: 'pia@example.it',
    });
    const res = await post('admin_update', {
      _id: r.id,
      codice: 'EDT-2',
      nome: 'Pia',
      cognome: 'Lodi Neri',
      email: 'pia@example.it',
      urlPhoto: 'https://cdn.example.it/pia.jpg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Referrer>()).toMatchObject({
      codice: 'EDT-2',
      cognome: 'Lodi Neri',
      urlPhoto: 'https://cdn.example.it/pia.jpg',
    });
    expect((await trail(r.id))[0]?.changes).toEqual([
      { field: 'codice', old: 'EDT-1', new: 'EDT-2' },
      { field: 'cognome', old: 'Lodi', new: 'Lodi Neri' },
      { field: 'urlPhoto', old: null, new: 'https://cdn.example.it/pia.jpg' },
    ]);
    const off = await post('admin_setActive', { id: r.id, active: false });
    expect(off.json<Referrer>().active).toBe(false);
    expect((await trail(r.id))[0]?.changes).toEqual([{ field: 'active', old: true, new: false }]);
    expect((await list()).find((x) => x._id === r.id)?.active).toBe(false);
    expect(
      (await post('admin_setActive', { id: r.id, active: true })).json<Referrer>().active,
    ).toBe(true);
    const missing = await post('admin_update', {
      _id: '00000000-0000-4000-8000-000000000000',
      codice: 'X',
      nome: 'A',
      cognome: 'B',
      email: 'a@example.it',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('referrers: CSV import', () => {
  const csv = [
    'codice;nome;cognome;email;urlPhoto;urlAgente',
    'IMP-1;Anna;Neri;anna@example.it;;https://partner.example.it/anna',
    'IMP-2;Bruno;Sala;non-una-mail;;',
    'IMP-3;Carla;Bassi;carla@example.it;;',
    'EXIST-1;Dario;Fo;dario@example.it;;',
  ].join('\n');

  it('previews per-row errors (bad e-mail, code already existing) and writes nothing', async () => {
    await insertReferrer(t.app.db, { codice: 'EXIST-1' });
    const before = await t.app.db.$count(referrers);
    const res = await post('admin_importPreview', { csv });
    expect(res.statusCode).toBe(200);
    const preview = res.json<ReferrerImportPreview>();
    expect(preview).toMatchObject({ separator: ';', hasHeader: true, valid: 2, invalid: 2 });
    expect(preview.rows.map((r) => r.errors)).toEqual([
      [],
      ['e-mail: E-mail non valida'],
      [],
      ['codice: esiste già un referente con questo codice'],
    ]);
    expect(await t.app.db.$count(referrers)).toBe(before);
  });

  it('commits only the valid rows in one transaction, each audited', async () => {
    const before = await t.app.db.$count(referrers);
    const res = await post('admin_importCommit', { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 2, skipped: 2 });
    expect(await t.app.db.$count(referrers)).toBe(before + 2);
    const [anna] = await t.app.db.select().from(referrers).where(eq(referrers.codice, 'IMP-1'));
    expect(anna).toMatchObject({
      nome: 'Anna',
      urlAgente: 'https://partner.example.it/anna',
      urlPhoto: null,
      active: true,
    });
    expect(
      await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, anna!.id)),
    ).toHaveLength(1);
    // The same file again: every row now exists, nothing is written.
    expect((await post('admin_importCommit', { csv })).json()).toEqual({ created: 0, skipped: 4 });
  });

  it('answers 400 in Italian for an empty text', async () => {
    const res = await post('admin_importPreview', { csv: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Carica un file CSV/);
  });
});
