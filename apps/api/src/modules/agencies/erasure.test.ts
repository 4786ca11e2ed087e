import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, appointments, auditLog } from '../../db/schema/index';
import { jobs } from '../../db/job-table';
import { PASSWORD, insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';
import { contratti, fatti, insertAppointments } from '../appointments/appointments.fixtures';

// Decision 055: an agency's erasure leaves no personal data in any answer, export, trail or
// mail; the account cannot sign in; its appointments' figures and points stay.
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let adminToken = '';
const p = () => `/v2/${t.app.config.productSlug}`;
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const admin = await insertAdmin(t.app.db);
  adminToken = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const OWNER = {
  titolare: 'Mariella Zanfrettini',
  email: 'mariella.zanfrettini@example.it',
  cellulare: '+39 347 9081726',
  telefono: '06 55512349',
  indirizzo: 'Via dei Gelsomini 14',
  cap: '00153',
};
const traces = [OWNER.titolare, OWNER.email, '9081726', '55512349', 'Gelsomini'];
const leaks = (text: string) => traces.filter((s) => text.toLowerCase().includes(s.toLowerCase()));

describe('erasure of an agency (GDPR art. 17)', () => {
  it('pseudonymises the owner everywhere, ends access, keeps the figures; a second run is refused', async () => {
    const agency = await insertAgency(t.app.db, {
      ...OWNER,
      ragioneSociale: 'Zanfrettini Case S.r.l.',
      partitaIva: '01234567897',
      provincia: 'RM',
      comune: 'Roma',
    });
    await insertAppointments(t.app.db, agency.id, [...contratti(2), ...fatti(3)]);
    const [gone] = await insertAppointments(t.app.db, agency.id, [{ state: 'Annullata' }]);
    const [before] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(before!.points).toBe(205);

    // What leaves traces: an admin edit (trail), a deleted lead (its trail names the
    // agency), the agency's own request (admins mailed with its address), a live session.
    const got = await asAdmin('GET', `${p()}/user/admin_get/${agency.id}`);
    const edit = await asAdmin('POST', `${p()}/user/admin_update`, {
      ...got.json(),
      telefono: '06 55512349 int. 2',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      (await asAdmin('POST', `${p()}/appuntamenti/admin_delete`, { id: gone!.id })).statusCode,
    ).toBe(200);
    const agencyToken = await loginAgency(t.app, OWNER.email);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${p()}/user/user_requestErasure`,
      headers: { authorization: `Bearer ${agencyToken}` },
    });
    expect(asked.statusCode).toBe(200);
    const mails = await t.app.db.select().from(jobs);
    expect(mails.some((m) => leaks(JSON.stringify(m.data)).length > 0)).toBe(true);

    const state = await asAdmin('GET', `${p()}/user/admin_erasure/${agency.id}`);
    expect(state.json()).toEqual({ richiestaIl: asked.json().richiestaIl, cancellataIl: null });
    const erased = await asAdmin('POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().cancellataIl).toBe(new Date(t.clock.now()).toISOString());
    expect(erased.json().richiestaIl).toBe(asked.json().richiestaIl);

    // The mail promised at the request («Ti scriveremo quando sarà completata») reaches the
    // address the erasure cleared, once, through the queue; nothing else is sent there.
    await t.drainOutbox();
    const toOwner = smtp.inbox.filter((m) => m.to.includes(OWNER.email));
    expect(toOwner).toHaveLength(1);
    const done = decodeQuotedPrintable(toOwner[0]!.raw);
    expect(done).toContain('cancellazione dei dati completata');
    expect(done).toContain('abbiamo cancellato i dati personali della tua agenzia');

    // No answer, export, trail or mail holds the owner any longer.
    const answers = await Promise.all([
      asAdmin('GET', `${p()}/user/admin_get/${agency.id}`),
      asAdmin('GET', `${p()}/user/admin_getAll`),
      asAdmin('GET', `${p()}/user/getCSV`),
      asAdmin('GET', `${p()}/user/admin_audit/agency/${agency.id}`),
      asAdmin('GET', `${p()}/user/admin_audit/appointment/${gone!.id}`),
      asAdmin('POST', `${p()}/appuntamenti/admin_fetchAll`, { skip: 0 }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
    // The admin's list and listaAgenzie.csv say «Cancellata», no longer CONFERMATO.
    const listed = await asAdmin('GET', `${p()}/user/admin_list?q=Zanfrettini`);
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = listed.json<{ agenzie: { _id: string; cancellataIl: string | null }[] }>();
    expect(shown.agenzie.find((a) => a._id === agency.id)?.cancellataIl).toBe(
      erased.json().cancellataIl,
    );
    const csvRow = answers[2]!.body.split('\n').find((line) => line.includes(agency.id));
    expect(csvRow).toContain('"Cancellata"');
    expect(csvRow).not.toContain('CONFERMATO');
    const trail = answers[3]!.json() as { changes: { field: string; old: unknown }[] }[];
    expect(trail[0]!.changes).toEqual([
      { field: 'datiPersonali', old: 'presenti', new: 'cancellati su richiesta' },
    ]);
    expect(trail.flatMap((e) => e.changes).find((c) => c.field === 'telefono')).toEqual({
      field: 'telefono',
      old: '[cancellato]',
      new: '[cancellato]',
    });
    const rows = await t.app.db.select().from(auditLog);
    expect(leaks(JSON.stringify(rows))).toEqual([]);
    const after = await t.app.db.select().from(jobs);
    expect(leaks(JSON.stringify(after))).toEqual([]);

    // The account is closed: its session and its password no longer open anything.
    const me = await t.app.inject({
      method: 'GET',
      url: `${p()}/user/user_erasureRequest`,
      headers: { authorization: `Bearer ${agencyToken}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: `${p()}/user/user_login`,
      payload: { email: OWNER.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // Business identifiers, the leads and the points stay.
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row).toMatchObject({
      ragioneSociale: 'Zanfrettini Case S.r.l.',
      partitaIva: '01234567897',
      comune: 'Roma',
      points: 205,
      titolare: null,
      cellulare: null,
    });
    const leads = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.agencyId, agency.id));
    expect(leads).toHaveLength(5);

    const again = await asAdmin('POST', `${p()}/user/admin_erase`, { id: agency.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('I dati di questa agenzia sono già stati cancellati.');
    const reedit = await asAdmin('POST', `${p()}/user/admin_update`, {
      ...answers[0]!.json(),
      telefono: '06 1234567',
    });
    expect(reedit.statusCode).toBe(409);
    expect(reedit.json().message).toBe(
      'Agenzia cancellata su richiesta: i suoi dati non si possono più modificare.',
    );
  });

  it('is a dangerous action: without a fresh confirmation of identity it is refused', async () => {
    const admin = await insertAdmin(t.app.db);
    const { accessToken } = await loginAdmin(t.app, admin.email, PASSWORD, { reauth: false });
    const agency = await insertAgency(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `${p()}/user/admin_erase`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { id: agency.id },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.erasedAt).toBeNull();
  });

  it('answers 404 for an unknown agency', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `${p()}/user/admin_erasure/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('POST', `${p()}/user/admin_erase`, { id })).statusCode).toBe(404);
  });
});
