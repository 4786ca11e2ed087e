import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { jobs } from '../../db/job-table';
import { jobsOf, makeRetriesDue } from '../../test/jobs';
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

    await t.drainOutbox();
    const mail = smtp.inbox.find((m) => m.to.includes(agency.email));
    expect(mail).toBeTruthy();
    // Quoted-printable bytes → UTF-8 text ('è' travels as =C3=A8).
    const text = decodeQuotedPrintable(mail!.raw);
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
    await t.drainOutbox();
    expect(smtp.inbox.length).toBe(before);
  });

  it('keeps the mail through an SMTP outage and sends it on the retry; no password stays stored', async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const other = await createTestApp({ env: { SMTP_URL: down.url } });
    const admin = await insertAdmin(other.app.db);
    const headers = {
      authorization: `Bearer ${(await loginAdmin(other.app, admin.email)).accessToken}`,
    };
    const agency = await insertAgency(other.app.db);
    const res = await other.app.inject({
      method: 'POST',
      url: `${base}/admin_resetPassword`,
      headers,
      payload: { id: agency.id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await other.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(false);
    await other.drainOutbox();
    const [failed] = await jobsOf(other.app.db, 'mail');
    expect(failed).toMatchObject({ state: 'retry', completedOn: null });
    // The first retry comes after one to two minutes (pg-boss's backoff, with jitter).
    const wait = failed!.startAfter.getTime() - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(120_000);
    const retryLog = other.logs.find((l) => l.event === 'outbox_retry');
    expect(retryLog?.toHash).toBeTruthy();
    expect(JSON.stringify(other.logs)).not.toContain(agency.email);

    // The server is back where the app sends; when the retry is due it delivers the mail.
    const back = await startSmtpReceiver(down.port);
    try {
      await other.drainOutbox();
      expect(back.inbox).toHaveLength(0);
      await makeRetriesDue(other.app.db, 'mail');
      await other.drainOutbox();
      expect(back.inbox.map((m) => m.to)).toEqual([[agency.email]]);
      const text = decodeQuotedPrintable(back.inbox[0]!.raw);
      const password = /La tua nuova password è: ([A-Za-z0-9-]{23})/.exec(text)?.[1];
      const [sent] = await other.app.db
        .select()
        .from(jobs)
        .where(sql`${jobs.id} = ${failed!.id}::uuid`);
      expect(sent!.state).toBe('completed');
      expect(sent!.data).toEqual({
        subject: failed!.data && (failed!.data as { subject: string }).subject,
      });
      expect(JSON.stringify(sent)).not.toContain(password!);
    } finally {
      await other.close();
      await back.close();
    }
  });
});
