import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin } from '../../test/fixtures';
import { readMail, startSmtpReceiver } from '../../test/smtp';
import { contratti, insertAppointments } from './appointments.fixtures';

// A bulk action owes the agencies the mail the single toggle sends (decisions 053, 054): an
// agency whose confirmed contracts move it up the ranking hears it once, whatever the number
// of its rows; an agency whose place is not shown yet (below 400 points) hears nothing.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let token = '';
const ids: Record<string, string[]> = {};
const emails: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const agencies = {
    verdi: await insertAgency(t.app.db, { nome: 'Verdi Case' }),
    rossi: await insertAgency(t.app.db, { nome: 'Immobiliare Rossi' }),
    bianchi: await insertAgency(t.app.db, { nome: 'Casa Bianchi' }),
  };
  await insertAppointments(t.app.db, agencies.verdi.id, contratti(6)); // 606 points
  await insertAppointments(t.app.db, agencies.rossi.id, contratti(4)); // 404 points
  for (const [key, agency] of Object.entries(agencies)) {
    emails[key] = agency.email;
    // Two contracts each, waiting for the admin's confirmation.
    const rows = await insertAppointments(t.app.db, agency.id, [
      { state: 'Contratto' },
      { state: 'Contratto' },
    ]);
    ids[key] = rows.map((r) => r.id);
  }
  const admin = await insertAdmin(t.app.db);
  token = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const bulk = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/appuntamenti/admin_bulkFlag`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('admin_bulkFlag and the agencies’ ranking mail', () => {
  it('tells the agency that moved up once for all its rows, and no one below 400 points', async () => {
    const res = await bulk({
      flag: 'contratto',
      value: true,
      ids: [...ids.rossi!, ...ids.bianchi!],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: 4 });
    await t.drainOutbox();
    const mails = smtp.inbox.map((m) => ({ to: m.to, ...readMail(m.raw) }));
    // Rossi: 404 → 606 points, from 2nd to 1st (tied with Verdi). Bianchi: 202, still locked.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([emails.rossi]);
    expect(mails[0]!.subject).toContain('Sei in 1ª posizione nella classifica');
    expect(mails[0]!.body).toContain('hai guadagnato 202 punti: ora ne hai 606.');
    // Taken back and given again in bulk: the same earning is not told twice.
    expect((await bulk({ flag: 'contratto', value: false, ids: ids.rossi })).statusCode).toBe(200);
    expect((await bulk({ flag: 'contratto', value: true, ids: ids.rossi })).statusCode).toBe(200);
    await t.drainOutbox();
    expect(smtp.inbox).toHaveLength(1);
  });
});
