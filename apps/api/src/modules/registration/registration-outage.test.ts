import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { makeRetriesDue, pendingJobsOf } from '../../test/jobs';
import { startSmtpReceiver, type ReceivedMail } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import { agencyBody, mailsTo, post, tokenIn, waitForInbox } from './registration.fixtures';

// Issue 14, point 6: a registration whose mail cannot leave now is still registered, and
// the mail arrives once the mail server is back, across a restart of the server too.
let port: number;
let t: TestContext;

/** The mail server, down until `up()` starts it again on the same port. */
async function smtpDown() {
  const probe = await startSmtpReceiver();
  port = probe.port;
  await probe.close();
}
const smtpUp = () => startSmtpReceiver(port);

const unsent = (ctx: TestContext, to: string) =>
  pendingJobsOf(ctx.app.db, 'mail').then((rows) =>
    rows.filter((r) => (r.data as { to: string }).to === to),
  );

beforeAll(async () => {
  await smtpDown();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.database.drop();
});

describe('mail through an SMTP outage (real SMTP server stopped and started again)', () => {
  let inbox: ReceivedMail[] = [];

  it('registers while the mail server is down, and the link arrives once it is back', async () => {
    const body = agencyBody();
    const email = body.email.toLowerCase();
    const res = await post(t.app, 'register', body);
    expect(res.statusCode).toBe(200);
    const [account] = await t.app.db.select().from(agencies).where(eq(agencies.email, email));
    expect(account?.state).toBe('DA CONFERMARE');
    const [row] = await unsent(t, email);
    expect(row).toMatchObject({ state: 'retry', retryCount: 0 });
    expect((row!.output as { message?: string } | null)?.message).toBeTruthy();

    const smtp = await smtpUp();
    try {
      await makeRetriesDue(t.app.db, 'mail');
      await t.drainOutbox();
      await waitForInbox(smtp.inbox, 1);
      inbox = smtp.inbox;
      expect(tokenIn(mailsTo(inbox, email)[0]!)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await unsent(t, email)).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('a server stopped with the mail still queued: the next one sends it, nothing is lost', async () => {
    const email = agencyBody().email.toLowerCase();
    expect((await post(t.app, 'register', agencyBody({ email }))).statusCode).toBe(200);
    expect(await unsent(t, email)).toHaveLength(1);
    await t.app.close(); // the process ends; the mail stays in the database

    const smtp = await smtpUp();
    const next = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      shareDatabaseOf: t,
    });
    try {
      await makeRetriesDue(next.app.db, 'mail');
      await next.drainOutbox();
      await waitForInbox(smtp.inbox, 1);
      expect(mailsTo(smtp.inbox, email)).toHaveLength(1);
      expect(mailsTo(smtp.inbox, inbox[0]!.to[0]!)).toHaveLength(0);
      expect(await unsent(next, email)).toHaveLength(0);
    } finally {
      await next.close();
      await smtp.close();
    }
  });
});
