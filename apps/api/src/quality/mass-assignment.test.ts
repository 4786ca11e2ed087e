import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_RATA_SETTINGS } from '@portal/shared';
import { agencies, appointments, referrers } from '../db/schema/index';
import { agencyBody } from '../modules/registration/registration.fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAgency, loginAgency, PASSWORD } from '../test/fixtures';
import { P } from './route-table';
import { seedRoles, type Seed } from './seed';

// QUALITY S10: fields a caller may not set (`agenteInterno`, `state`, `_id`/`id`, `password`,
// hashes, flags of the admin) sent to the write routes change nothing. The leak half of S10
// (no answer holds a hash or token) is checked on every answer of the matrix and the fuzzer.
let t: TestContext;
let s: Seed;
const FORGED = '11111111-1111-4111-8111-111111111111';
const smuggled = {
  agenteInterno: true,
  state: 'CONFERMATO',
  _id: FORGED,
  id: FORGED,
  passwordHash: 'x',
  password_hash: 'x',
  tokenHash: 'x',
};

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    deps: { mailer: { send: async () => {}, close: () => {} } },
  });
  s = await seedRoles(t.app);
});
afterAll(async () => {
  await t.close();
});

const as = (token: string | undefined) => ({ authorization: `Bearer ${token!}` });
const agencyRow = async (where: ReturnType<typeof eq>) =>
  (await t.app.db.select().from(agencies).where(where))[0]!;

describe('mass assignment changes nothing (QUALITY S10)', () => {
  it('registration ignores agenteInterno, state, ids and hashes', async () => {
    const body = agencyBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/register',
      payload: { ...body, ...smuggled, state: 'CONFERMATO' },
      remoteAddress: '10.10.0.1',
    });
    expect(res.statusCode).toBe(200);
    await t.drainOutbox();
    const row = await agencyRow(eq(agencies.email, body.email.toLowerCase()));
    expect(row).toMatchObject({ agenteInterno: false, state: 'DA CONFERMARE' });
    expect(row.id).not.toBe(FORGED);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('an internal agent cannot set the admin flags, the id or the agent of an appointment', async () => {
    const other = await insertAgency(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/appuntamenti/user_create`,
      headers: as(s.tokens.agent),
      payload: {
        agenzia: s.ids.agency,
        state: 'Inserito',
        name: 'Lucia',
        surname: 'Ferri',
        email: 'lucia@example.it',
        cellulare: '3331234567',
        _id: FORGED,
        id: FORGED,
        payed: true,
        wc: true,
        contratto: true,
        agentId: other.id,
        agencyId: other.id,
        createdAt: '2020-01-01T00:00:00Z',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db.select().from(appointments).where(eq(appointments.name, 'Lucia'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      payed: false,
      wc: false,
      contratto: false,
      agencyId: s.ids.agency,
      agentId: s.ids.agent,
    });
    expect(rows[0]!.id).not.toBe(FORGED);
  });

  it('an agency saving its widget settings cannot promote itself or touch another agency', async () => {
    const before = await agencyRow(eq(agencies.id, s.ids.agency));
    const res = await t.app.inject({
      method: 'PUT',
      url: `${P}/strumenti/display-rata`,
      headers: as(s.tokens.agency),
      payload: {
        ...DEFAULT_DISPLAY_RATA_SETTINGS,
        label: 'Rata mensile',
        ...smuggled,
        state: 'DA CONFERMARE',
        agencyId: s.ids.agent,
      },
    });
    // This schema is strict: unknown keys are refused outright, which also changes nothing.
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('agenteInterno');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${P}/strumenti/display-rata`,
      headers: as(s.tokens.agency),
      payload: { ...DEFAULT_DISPLAY_RATA_SETTINGS, label: 'Rata mensile' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await agencyRow(eq(agencies.id, s.ids.agency))).toEqual(before);
    const agentView = await t.app.inject({
      method: 'GET',
      url: `${P}/strumenti/display-rata`,
      headers: as(s.tokens.agent),
    });
    expect(agentView.json<{ settings: { label: string } }>().settings.label).toBe(
      DEFAULT_DISPLAY_RATA_SETTINGS.label,
    );
  });

  it('changing one’s password cannot change the account’s role or state', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/user/user_changePassword`,
      headers: as(token),
      payload: {
        password_attuale: PASSWORD,
        password_nuova: 'Nuova-Password-S10-2026',
        ...smuggled,
        state: 'DA CONFERMARE',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await agencyRow(eq(agencies.id, agency.id))).toMatchObject({
      agenteInterno: false,
      state: 'CONFERMATO',
      id: agency.id,
    });
  });

  it('the admin agency form cannot set a password or a hash', async () => {
    const agency = await insertAgency(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/user/admin_update`,
      headers: as(s.tokens.admin),
      payload: {
        _id: agency.id,
        nome: agency.nome,
        email: agency.email,
        state: 'CONFERMATO',
        password: 'Altra-Password-S10-2026',
        passwordHash: 'x',
        password_hash: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await agencyRow(eq(agencies.id, agency.id))).passwordHash).toBe(agency.passwordHash);
    await expect(loginAgency(t.app, agency.email)).resolves.toBeTypeOf('string');
  });

  it('a new referrer gets a server-made id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/referenti/admin_add`,
      headers: as(s.tokens.admin),
      payload: {
        codice: 'S10-REF',
        nome: 'Anna',
        cognome: 'Neri',
        email: 'anna.neri@example.it',
        _id: FORGED,
        id: FORGED,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db.select().from(referrers).where(eq(referrers.codice, 'S10-REF'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(FORGED);
  });
});
