import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import { agencies } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let auth: Record<string, string>;
const base = '/v2/8volante/user';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const admin = await insertAdmin(t.app.db);
  auth = { authorization: `Bearer ${(await loginAdmin(t.app, admin.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('admin_resetPassword', () => {
  it('mails a strong new password (never in the answer, log or audit) and ends every session', async () => {
    const agency = await insertAgency(t.app.db, { nome: 'Immobiliare Reset' });
    const session = await loginAgency(t.app, agency.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/admin_resetPassword`,
      headers: auth,
      payload: { id: agency.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const mail = smtp.inbox.find((m) => m.to.includes(agency.email));
    expect(mail).toBeTruthy();
    // Quoted-printable bytes → UTF-8 text ('è' travels as =C3=A8).
    const text = Buffer.from(decodeQuotedPrintable(mail!.raw), 'latin1').toString('utf8');
    expect(text).toContain('Gentile Immobiliare Reset,');
    expect(text).toContain('https://portale.example.it/area-riservata/login');
    const password = /La tua nuova password è: ([A-Za-z0-9-]{23})/.exec(text)?.[1];
    expect(password).toBeTruthy();

    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(false);
    const me = await t.app.inject({
      method: 'GET',
      url: `${base}/user_fetchMeFromToken`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect(await loginAgency(t.app, agency.email, password!)).toBeTruthy();

    const trail = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/admin_audit/agency/${agency.id}`,
        headers: auth,
      })
    ).json<AuditEntry[]>();
    expect(trail[0]?.changes).toEqual([{ field: 'password', old: '••••', new: '••••' }]);
    expect(JSON.stringify(trail)).not.toContain(password!);
    expect(JSON.stringify(t.logs)).not.toContain(password!);
    expect(res.body).not.toContain(password!);
  });

  it('404 for an unknown agency, 400 for a malformed id, and no mail', async () => {
    const before = smtp.inbox.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${base}/admin_resetPassword`,
      headers: auth,
      payload: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/admin_resetPassword`,
      headers: auth,
      payload: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(smtp.inbox.length).toBe(before);
  });

  it('tells the admin in Italian when the mail cannot leave (503), the password is changed anyway', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const admin = await insertAdmin(broken.app.db);
    const headers = {
      authorization: `Bearer ${(await loginAdmin(broken.app, admin.email)).accessToken}`,
    };
    const agency = await insertAgency(broken.app.db);
    const res = await broken.app.inject({
      method: 'POST',
      url: `${base}/admin_resetPassword`,
      headers,
      payload: { id: agency.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/l’e-mail all’agenzia non è partita/);
    const [row] = await broken.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(false);
    await broken.close();
  });
});
