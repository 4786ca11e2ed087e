import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type AgencyProfile, type AuditEntry } from '@portal/shared';
import { agencies, auditLog } from '../../db/schema/index';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// Impostazioni → Profilo (decision 057): the agency changes its phones, address and contact
// person; ragione sociale, Partita IVA and name stay the admin's. Every change audited.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: { send: async () => {}, close: () => {} } } });
});
afterAll(async () => {
  await t.close();
});

const url = () => `/v2/${t.config.productSlug}/user/user_profile`;
const get = (token: string) =>
  t.app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${token}` } });
const save = (token: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: url(),
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const ROMA = {
  titolare: 'Mario Rossi',
  provincia: 'RM',
  comune: 'Roma',
  cap: '00118',
  indirizzo: 'Via del Corso 1',
  telefono: '06 1234567',
  cellulare: '333 1234567',
};

async function signedIn(values: Parameters<typeof insertAgency>[1] = {}) {
  const agency = await insertAgency(t.app.db, {
    ragioneSociale: 'Rossi Immobiliare S.r.l.',
    titolare: 'Anna Rossi',
    provincia: 'MI',
    comune: 'Milano',
    cap: '20121',
    indirizzo: 'Corso Como 2',
    ...values,
  });
  return { agency, token: await loginAgency(t.app, agency.email) };
}

describe('the agency profile', () => {
  it('shows the agency its data, the admin-only fields included, read-only', async () => {
    const { agency, token } = await signedIn({ partitaIva: '01234567897' });
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      regioneSociale: 'Rossi Immobiliare S.r.l.',
      partitaIva: '01234567897',
      nome: agency.nome,
      email: agency.email,
      comune: 'Milano',
      version: 1,
      emailInAttesa: null,
    });
  });

  it('saves phones, address and contact person, a new version, audited with the agency as author', async () => {
    const { agency, token } = await signedIn();
    const res = await save(token, {
      ...ROMA,
      version: 1,
      // Fields the agency may not change are not part of the body: dropped, never written.
      regioneSociale: 'Altra S.r.l.',
      partitaIva: '12345678903',
      nome: 'Altro nome',
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json<AgencyProfile>();
    expect(profile).toMatchObject({
      ...ROMA,
      version: 2,
      regioneSociale: 'Rossi Immobiliare S.r.l.',
    });
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row).toMatchObject({
      comune: 'Roma',
      cap: '00118',
      telefono: '06 1234567',
      partitaIva: null,
      ragioneSociale: 'Rossi Immobiliare S.r.l.',
      nome: agency.nome,
      updatedByAdminId: null,
    });

    const admin = await insertAdmin(t.app.db);
    const { accessToken } = await loginAdmin(t.app, admin.email);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_audit/agency/${agency.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const [entry] = trail.json<AuditEntry[]>();
    expect(entry!.admin).toBeNull();
    expect(entry!.agenzia).toEqual({ _id: agency.id, nome: agency.nome });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'titolare', old: 'Anna Rossi', new: 'Mario Rossi' },
        { field: 'comune', old: 'Milano', new: 'Roma' },
        { field: 'telefono', old: null, new: '06 1234567' },
      ]),
    );
  });

  it('refuses a save from an older version with 409, writing nothing', async () => {
    const { agency, token } = await signedIn();
    expect((await save(token, { ...ROMA, version: 1 })).statusCode).toBe(200);
    const stale = await save(token, { ...ROMA, telefono: '06 7654321', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCode.staleEdit);
    expect(stale.json().message).toContain(`modificata da ${agency.nome}`);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.telefono).toBe('06 1234567');
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, agency.id));
    expect(entries).toHaveLength(1);
  });

  it('checks province → comune → CAP as registration does, and the phones, in Italian', async () => {
    const { token } = await signedIn();
    const wrongComune = await save(token, { ...ROMA, comune: 'Milano' });
    expect(wrongComune.statusCode).toBe(400);
    expect(wrongComune.json().details.comune).toMatch(/non appartiene alla provincia/);
    const wrongCap = await save(token, { ...ROMA, cap: '20121' });
    expect(wrongCap.statusCode).toBe(400);
    expect(wrongCap.json().details.cap).toMatch(/non appartiene al comune/);
    const phone = await save(token, { ...ROMA, telefono: 'chiamami' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().details.telefono).toBe('Numero di telefono non valido');
    const noTitolare = await save(token, { ...ROMA, titolare: '  ' });
    expect(noTitolare.statusCode).toBe(400);
    expect(noTitolare.json().details.titolare).toBe('Campo obbligatorio');
  });

  it('lets an internal agent save its own profile, without a titolare', async () => {
    const { agency, token } = await signedIn({ agenteInterno: true, titolare: null });
    const res = await save(token, { ...ROMA, titolare: 'Non mio' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.titolare).toBeNull();
    expect(row!.comune).toBe('Roma');
  });
});
