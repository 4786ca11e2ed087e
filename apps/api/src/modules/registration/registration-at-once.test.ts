import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { jobs } from '../../db/job-table';
import { startSmtpReceiver } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import { agencyBody, mailsTo, post, tokenIn, verify, waitForInbox } from './registration.fixtures';
import { SAME_REGISTRATION_WINDOW_MS } from './registration.service';

// Issue 39 point 5: one e-mail registered from two tabs at once sent two mails, the
// verification and «qualcuno ha provato a registrarsi». Decision 098: one account, one mail,
// and both tabs the same answer (no account enumeration, decision 038). On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const accountsWith = async (email: string) =>
  (await t.app.db.select({ n: count() }).from(agencies).where(eq(agencies.email, email)))[0]!.n;
const mailJobs = async () =>
  (await t.app.db.select({ n: count() }).from(jobs).where(eq(jobs.name, 'mail')))[0]!.n;

describe('one e-mail registered from two tabs at once', () => {
  it('makes one account, queues one mail, and answers both tabs alike', async () => {
    const email = `due-schede-${Date.now()}@example.it`;
    const jobsBefore = await mailJobs();
    const inboxBefore = smtp.inbox.length;
    const answers = await Promise.all([
      post(t.app, 'register', agencyBody({ email, nome: 'Agenzia Scheda Uno' })),
      post(t.app, 'register', agencyBody({ email, nome: 'Agenzia Scheda Due' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toEqual({ message: "Registrazione avvenuta. Controlla l'email" });
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    await t.drainOutbox();

    expect(await accountsWith(email)).toBe(1);
    expect((await mailJobs()) - jobsBefore).toBe(1);
    await waitForInbox(smtp.inbox, inboxBefore + 1);
    const mails = mailsTo(smtp.inbox, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toContain('qualcuno ha provato a registrarsi');
    expect((await verify(t.app, tokenIn(mails[0]!))).statusCode).toBe(200);
  });

  it('two tabs a few seconds apart, the second job finding the account made: still one mail', async () => {
    const email = `a-breve-${Date.now()}@example.it`;
    const jobsBefore = await mailJobs();
    expect((await post(t.app, 'register', agencyBody({ email }))).statusCode).toBe(200);
    t.clock.advance(20_000);
    expect((await post(t.app, 'register', agencyBody({ email }))).statusCode).toBe(200);
    await t.drainOutbox();
    expect(await accountsWith(email)).toBe(1);
    expect((await mailJobs()) - jobsBefore).toBe(1);
  });

  it('sent again after the window, the form still brings a fresh link', async () => {
    const email = `di-nuovo-${Date.now()}@example.it`;
    expect((await post(t.app, 'register', agencyBody({ email }))).statusCode).toBe(200);
    t.clock.advance(SAME_REGISTRATION_WINDOW_MS + 1000);
    const jobsBefore = await mailJobs();
    expect((await post(t.app, 'register', agencyBody({ email }))).statusCode).toBe(200);
    await t.drainOutbox();
    expect((await mailJobs()) - jobsBefore).toBe(1);
    expect(await accountsWith(email)).toBe(1);
  });
});
