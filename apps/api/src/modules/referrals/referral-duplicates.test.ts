import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Referral, StaffReferral } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { appointments, referrals } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';

// Who brought the client first (decisions.md third round; decisions 102 and 104): the same
// e-mail (any case) or the same phone (written any way) within the protection window flags
// the later referral; its agency learns the day only, the admin sees both side by side.
let t: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, nome] of [
    ['first', 'Immobiliare Primavera'],
    ['second', 'Case Seconde'],
  ] as const) {
    const a = await insertAgency(t.app.db, { nome });
    ids[k] = a.id;
    tokens[k] = await loginAgency(t.app, a.email);
  }
  const admin = await insertAdmin(t.app.db);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const url = (path: string) => `/v2/${t.config.productSlug}/${path}`;
const call = (method: 'GET' | 'POST' | 'PUT', path: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: url(path),
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
const refer = async (who: string, over: Record<string, unknown>) => {
  const res = await call('POST', 'segnalazioni/user_create', who, {
    nome: 'Paolo',
    cognome: 'Neri',
    telefono: '320 000 0000',
    email: 'paolo.neri@example.it',
    consenso: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
/** Moves a referral back in time, as if it had been sent `days` ago (sessions stay live). */
const backdate = async (res: { json(): unknown }, days: number) => {
  const at = new Date(t.clock.now() - days * DAY);
  await t.app.db
    .update(referrals)
    .set({ createdAt: at })
    .where(eq(referrals.id, (res.json() as Referral)._id));
  return at;
};
const staffView = async (id: string) =>
  (await call('GET', 'segnalazioni/admin_fetchAll?stato=tutte', 'admin'))
    .json<StaffReferral[]>()
    .find((r) => r._id === id)!;

describe('the same client twice', () => {
  it('by e-mail in another case: flagged, the second agency told the day and no name', async () => {
    const first = await refer('first', {
      email: 'Lucia.Rossi@Example.it',
      telefono: '320 111 0001',
    });
    const firstAt = await backdate(first, 1);
    const res = await refer('second', {
      nome: 'Lucia',
      cognome: 'Rossi',
      email: '  lucia.rossi@example.IT ',
      telefono: '320 111 0002',
    });
    const flagged = res.json<Referral>();
    expect(flagged.giaSegnalatoIl).toBe(firstAt.toISOString());
    // Nothing of the first agency leaves the server to the second.
    for (const body of [
      res.body,
      (await call('GET', 'segnalazioni/user_fetchAll', 'second')).body,
    ]) {
      expect(body).not.toContain('Primavera');
      expect(body).not.toContain(ids.first);
    }
    // The admin sees both side by side.
    expect((await staffView(flagged._id)).precedente).toMatchObject({
      tipo: 'segnalazione',
      agenzia: 'Immobiliare Primavera',
      email: 'lucia.rossi@example.it',
    });
  });

  it('by a phone written differently: «+39 333 123 4567» then «3331234567»', async () => {
    await refer('first', { email: 'a.uno@example.it', telefono: '+39 333 123 4567' });
    const res = await refer('second', { email: 'a.due@example.it', telefono: '3331234567' });
    expect(res.json<Referral>().giaSegnalatoIl).not.toBeNull();
  });

  it('against a lead recorded by the mediator', async () => {
    const [lead] = await t.app.db
      .insert(appointments)
      .values({
        agencyId: ids.first!,
        name: 'Sara',
        surname: 'Gialli',
        email: 'sara.gialli@example.it',
        cellulare: '0039 345.678.9012',
        createdAt: new Date(t.clock.now() - 10 * DAY),
      })
      .returning();
    const res = await refer('second', { email: 'altra@example.it', telefono: '345 678 9012' });
    const flagged = res.json<Referral>();
    expect(flagged.giaSegnalatoIl).toBe(lead!.createdAt.toISOString());
    expect((await staffView(flagged._id)).precedente).toMatchObject({
      tipo: 'appuntamento',
      _id: lead!.id,
    });
  });

  it('a lead recorded later for the same client is shown to the admin beside the referral', async () => {
    const made = (
      await refer('first', { email: 'dopo@example.it', telefono: '320 444 0001' })
    ).json<Referral>();
    await t.app.db.insert(appointments).values({
      agencyId: ids.second!,
      name: 'Dario',
      surname: 'Dopo',
      email: 'altro.indirizzo@example.it',
      cellulare: '+39 320 444 0001',
      createdAt: new Date(t.clock.now() + 60_000),
    });
    const seen = await staffView(made._id);
    expect(seen.appuntamentiSuccessivi).toEqual([
      expect.objectContaining({ tipo: 'appuntamento', agenzia: 'Case Seconde' }),
    ]);
  });

  it('after the window it is not flagged; the admin’s setting moves the window', async () => {
    await backdate(
      await refer('first', { email: 'vecchio@example.it', telefono: '320 222 0001' }),
      181,
    );
    const late = await refer('second', { email: 'VECCHIO@example.it', telefono: '320 222 0002' });
    expect(late.json<Referral>().giaSegnalatoIl).toBeNull();
    const save = await call('PUT', 'contest/admin_settings', 'admin', {
      endAt: null,
      anonymous: true,
      finestraProtezioneGiorni: 400,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().finestraProtezioneGiorni).toBe(400);
    // Only the first referral, 181 days old, has this phone: the wider window reaches it.
    const wide = await refer('second', { email: 'nuovo@example.it', telefono: '320.222.0001' });
    expect(wide.json<Referral>().giaSegnalatoIl).not.toBeNull();
    expect((await staffView(wide.json<Referral>()._id)).precedente).toMatchObject({
      agenzia: 'Immobiliare Primavera',
    });
    const bad = await call('PUT', 'contest/admin_settings', 'admin', {
      endAt: null,
      anonymous: true,
      finestraProtezioneGiorni: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/finestra di protezione/);
  });

  it('converting a flagged referral asks for the confirmation and keeps the reason', async () => {
    await refer('first', { email: 'doppio@example.it', telefono: '320 333 0001' });
    const flagged = (
      await refer('second', { email: 'doppio@example.it', telefono: '320 333 0002' })
    ).json<Referral>();
    const bare = await call('POST', 'segnalazioni/admin_convert', 'admin', { id: flagged._id });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toMatch(/conferma/);
    const res = await call('POST', 'segnalazioni/admin_convert', 'admin', {
      id: flagged._id,
      confermaDuplicato: true,
      motivo: 'Il cliente ha scelto la seconda agenzia',
    });
    expect(res.statusCode, res.body).toBe(200);
    const trail = await t.app.inject({
      method: 'GET',
      url: url(`user/admin_audit/referral/${flagged._id}`),
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(trail.body).toContain('Il cliente ha scelto la seconda agenzia');
  });
});
