import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import { auditLog, serviceRequests, services } from '../../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAppointments } from '../appointments/appointments.fixtures';

// Decision 077: deleting an agency hides its personal data in the trail as an erasure does
// (decision 055): every value it ever held, in every entry that quotes it, its own or another
// record's; that it existed, changed and was deleted, when and by whom, stays.
let t: TestContext;
let adminToken = '';
const p = () => `/v2/${t.app.config.productSlug}`;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(adminToken, method, url, payload);

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: { send: async () => {}, close: () => {} } } });
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const OWNER = {
  titolare: 'Ottavio Brancaleoni',
  email: 'ottavio.brancaleoni@example.it',
  cellulare: '+39 348 7712093',
  telefono: '0583 491266',
  indirizzo: 'Via delle Tamerici 9',
  cap: '55100',
  partitaIva: '01234567897',
};
/** What the agency saves on its profile, then what the admin writes over it. */
const PROFILE = {
  titolare: 'Ottavio G. Brancaleoni',
  provincia: 'LU',
  comune: 'Lucca',
  cap: '55100',
  indirizzo: 'Via delle Tamerici 11',
  telefono: '0583 491267',
  cellulare: '+39 348 7712094',
};
const ADMIN_EDIT = {
  titolare: 'Ottavio Giulio Brancaleoni',
  email: 'faro.blu.lucca@example.it',
  telefono: '0583 491268',
};
/** Every personal value the agency had, as typed and as its most telling part. */
const PERSONAL = [
  ...new Set([
    ...Object.values(OWNER),
    ...Object.values(PROFILE).filter((v) => !['LU', 'Lucca'].includes(v)),
    ...Object.values(ADMIN_EDIT),
    'Brancaleoni',
    '7712093',
    '7712094',
    '491266',
    '491267',
    '491268',
    'Tamerici',
  ]),
];
const leaks = (text: string) =>
  PERSONAL.filter((v) => text.toLowerCase().includes(v.toLowerCase()));

describe('deleting an agency (decision 077)', () => {
  it('leaves none of its personal data in any trail, and no other agency’s is touched', async () => {
    const agency = await insertAgency(t.app.db, {
      ...OWNER,
      nome: 'Faro Blu',
      ragioneSociale: 'Faro Blu di Ottavio Brancaleoni',
      provincia: 'LU',
      comune: 'Lucca',
    });
    // A namesake: its own trail holds the same name and must keep it.
    const namesake = await insertAgency(t.app.db, { nome: 'Omonimo' });
    const other = await asAdmin('GET', `${p()}/user/admin_get/${namesake.id}`);
    const named = await asAdmin('POST', `${p()}/user/admin_update`, {
      ...other.json(),
      titolare: OWNER.titolare,
    });
    expect(named.statusCode, named.body).toBe(200);

    // Traces: a deleted lead names the agency by its first e-mail; the agency edits its own
    // profile; the admin then changes owner, e-mail and phone.
    const [lead] = await insertAppointments(t.app.db, agency.id, [{ state: 'Annullata' }]);
    const dropped = await asAdmin('POST', `${p()}/appuntamenti/admin_delete`, { id: lead!.id });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const agencyToken = await loginAgency(t.app, OWNER.email);
    const saved = await call(agencyToken, 'PUT', `${p()}/user/user_profile`, {
      ...PROFILE,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = await asAdmin('GET', `${p()}/user/admin_get/${agency.id}`);
    const edited = await asAdmin('POST', `${p()}/user/admin_update`, {
      ...current.json(),
      ...ADMIN_EDIT,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // An admin's note on one of its service requests names the owner.
    const [service] = await t.app.db.insert(services).values({ name: 'Valutazione' }).returning();
    const [request] = await t.app.db
      .insert(serviceRequests)
      .values({ agencyId: agency.id, serviceId: service!.id })
      .returning();
    const taken = await asAdmin('POST', `${p()}/user_servizi/admin_transition`, {
      id: request!.id,
      version: request!.version,
      to: 'presa_in_carico',
      note: `Sentito ${ADMIN_EDIT.titolare}: richiama lunedì.`,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await asAdmin('GET', `${p()}/user/admin_audit/agency/${agency.id}`);
    // Every kind of value is there before the delete: the search below can find it.
    for (const value of ['Brancaleoni', 'Tamerici', '491267', '7712094', 'faro.blu.lucca'])
      expect(before.body).toContain(value);
    const leadTrail = await asAdmin('GET', `${p()}/user/admin_audit/appointment/${lead!.id}`);
    expect(leadTrail.body).toContain(OWNER.email);

    const deleted = await asAdmin('POST', `${p()}/user/admin_delete`, { id: agency.id });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const answers = await Promise.all([
      asAdmin('GET', `${p()}/user/admin_audit/agency/${agency.id}`),
      asAdmin('GET', `${p()}/user/admin_audit/appointment/${lead!.id}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
    // The whole trail of every record but the namesake's (the service request's included).
    const rows = await t.app.db.select().from(auditLog).where(ne(auditLog.entityId, namesake.id));
    expect(leaks(JSON.stringify(rows))).toEqual([]);

    // The trail keeps its shape: which fields changed, the delete and what is not personal.
    const trail = answers[0]!.json<AuditEntry[]>();
    expect(trail.map((e) => e.action)).toEqual(['delete', 'update', 'update']);
    expect(trail[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'nome', old: 'Faro Blu', new: null },
        { field: 'comune', old: 'Lucca', new: null },
        { field: 'titolare', old: '[cancellato]', new: null },
        { field: 'partitaIva', old: '[cancellato]', new: null },
        { field: 'regioneSociale', old: '[cancellato]', new: null },
      ]),
    );
    expect(trail[1]!.changes).toContainEqual({
      field: 'email',
      old: '[cancellato]',
      new: '[cancellato]',
    });

    const kept = await asAdmin('GET', `${p()}/user/admin_audit/agency/${namesake.id}`);
    expect(kept.json<AuditEntry[]>()[0]!.changes).toContainEqual({
      field: 'titolare',
      old: null,
      new: OWNER.titolare,
    });
  });
});
