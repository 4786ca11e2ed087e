import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { multipart, serviceData } from '../services/services-admin.fixtures';

// Every route of the admin area, part 2 (services, the appointments desk, referrals) × {visitor,
// agency, internal agent, admin}: only an admin gets through. A route under these
// prefixes missing from the table fails the last test.
let t: TestContext;
const tokens: Record<string, string | undefined> = {};
const ID = '00000000-0000-4000-8000-000000000000';
const p = '/v2/8volante';
const form = multipart(serviceData());
const updateForm = multipart({ ...serviceData(), _id: ID });

type Route = {
  method: 'GET' | 'POST';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  admin: number;
};
const ROUTES: Route[] = [
  { method: 'GET', url: `${p}/servizi/admin_fetchAll`, admin: 200 },
  { method: 'GET', url: `${p}/servizi/admin_fetch/${ID}`, admin: 404 },
  {
    method: 'POST',
    url: `${p}/servizi/admin_add`,
    payload: form.payload,
    headers: form.headers,
    admin: 200,
  },
  {
    method: 'POST',
    url: `${p}/servizi/admin_update`,
    payload: updateForm.payload,
    headers: updateForm.headers,
    admin: 404,
  },
  { method: 'POST', url: `${p}/servizi/admin_delete`, payload: { id: ID }, admin: 404 },
  { method: 'POST', url: `${p}/servizi/admin_reorder`, payload: { ids: [ID] }, admin: 409 },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_fetchAll`,
    payload: { limit: 25, skip: 0 },
    admin: 200,
  },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_descr`,
    payload: { id: ID, description: 'x' },
    admin: 404,
  },
  { method: 'POST', url: `${p}/appuntamenti/admin_delete`, payload: { id: ID }, admin: 404 },
  { method: 'POST', url: `${p}/appuntamenti/admin_download`, payload: {}, admin: 200 },
  // The flags (appointments-admin.routes.ts) share the prefix: listed so the table is whole.
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_payed`,
    payload: { id: ID, p: true },
    admin: 404,
  },
  { method: 'POST', url: `${p}/appuntamenti/admin_wc`, payload: { id: ID, p: true }, admin: 404 },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_contratto`,
    payload: { id: ID, p: true },
    admin: 404,
  },
  // Bulk actions (appointments.bulk.routes.ts): an id that matches nothing changes nothing.
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_bulkFlag`,
    payload: { flag: 'payed', value: true, ids: [ID] },
    admin: 200,
  },
  // The steps of a lead (lead-milestones.routes.ts, decision 100): an unknown lead is a 404.
  { method: 'GET', url: `${p}/appuntamenti/admin_milestones/${ID}`, admin: 404 },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_milestone`,
    payload: { id: ID, step: 'istruttoria', data: '2026-11-02', version: 0 },
    admin: 404,
  },
  // Referrals (referrals.routes.ts): an unknown referral is a 404.
  { method: 'GET', url: `${p}/segnalazioni/admin_fetchAll`, admin: 200 },
  { method: 'POST', url: `${p}/segnalazioni/admin_convert`, payload: { id: ID }, admin: 404 },
  {
    method: 'POST',
    url: `${p}/segnalazioni/admin_refuse`,
    payload: { id: ID, motivo: 'Cliente già seguito' },
    admin: 404,
  },
  // The notes of a lead (lead-notes.routes.ts, decision 105): an unknown lead or note is a 404.
  { method: 'GET', url: `${p}/appuntamenti/admin_notes/${ID}`, admin: 404 },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_note`,
    payload: { id: ID, testo: 'Una nota' },
    admin: 404,
  },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_noteEdit`,
    payload: { noteId: ID, testo: 'Una nota' },
    admin: 404,
  },
  { method: 'GET', url: `${p}/appuntamenti/admin_notesUnread`, admin: 200 },
  // Financing certificates (certificates.routes.ts, decision 117): an unknown lead or
  // certificate is a 404; a body without the figures is a 400.
  { method: 'GET', url: `${p}/appuntamenti/admin_certificates/${ID}`, admin: 404 },
  { method: 'POST', url: `${p}/appuntamenti/admin_certificate`, payload: {}, admin: 400 },
  {
    method: 'POST',
    url: `${p}/appuntamenti/admin_certificateRevoke`,
    payload: { certificateId: ID, motivo: 'Errore' },
    admin: 404,
  },
  { method: 'GET', url: `${p}/appuntamenti/admin_certificatePdf/${ID}`, admin: 404 },
];

beforeAll(async () => {
  t = await createTestApp();
  const agency = await insertAgency(t.app.db);
  const agent = await insertAgency(t.app.db, { agenteInterno: true });
  const admin = await insertAdmin(t.app.db);
  tokens.agency = await loginAgency(t.app, agency.email);
  tokens.agent = await loginAgency(t.app, agent.email);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('admin part 2: authorization matrix', () => {
  for (const route of ROUTES) {
    for (const role of ['visitor', 'agency', 'agent', 'admin'] as const) {
      const expected = role === 'admin' ? route.admin : 401;
      it(`${route.method} ${route.url.replace(p, '')} as ${role} → ${expected}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { ...route.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(expected);
        expect(expected < 400 || /[a-zà-ù]/.test(res.json().message), 'messaggio italiano').toBe(
          true,
        );
      });
    }
  }

  it('the uploaded files are public, like the catalogue that shows them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('File non trovato');
  });

  it('the table lists every admin route under the prefixes of this area', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const mine = [`${p}/servizi/admin_`, `${p}/appuntamenti/admin_`, `${p}/segnalazioni/admin_`];
    const listed = new Set(ROUTES.map((r) => r.url.replace(ID, ':id')));
    const registered = printed
      .split('\n')
      .map((line) => /(\/v2\/\S+)/.exec(line)?.[1])
      .filter((u): u is string => !!u && mine.some((m) => u.startsWith(m)));
    expect(registered.length).toBeGreaterThan(0);
    for (const url of registered) expect(listed, url).toContain(url);
  });
});
