import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RESEND_LINK_MESSAGE } from '@portal/shared';
import { agencies, oneTimeTokens } from '../../db/schema/index';
import { jobsOf } from '../../test/jobs';
import type { Mailer } from '../../lib/mailer';
import { hashOpaqueToken } from '../../lib/tokens';
import { insertAgency } from '../../test/fixtures';
import { startSmtpReceiver } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import { agencyBody, mailsTo, post, tokenIn, verify } from './registration.fixtures';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let send: MockInstance<Mailer['send']>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portale.example.it' },
  });
});
// The mail leaves after the answer; the spy tells which mails the requests handed over.
beforeEach(() => {
  send = vi.spyOn(t.app.mailer, 'send');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const resend = (email: string) => post(t.app, 'resendVerification', { email });

/** Every address mailed since the test began, once the outbox is empty and the mails left. */
async function mailedTo(): Promise<string[]> {
  await t.drainOutbox();
  await Promise.all(send.mock.results.map((r) => r.value as Promise<void>));
  return send.mock.calls.map(([m]) => m.to);
}

/** Registers an agency through the API: a pending account, and the token of its first mail. */
async function registerPending() {
  const body = agencyBody();
  const email = body.email.toLowerCase();
  expect((await post(t.app, 'register', body)).statusCode).toBe(200);
  return { email, first: await tokenOfMail(email, 1) };
}

/** The token of the n-th mail that reached `email` (1-based). */
async function tokenOfMail(email: string, nth: number) {
  await mailedTo();
  const until = Date.now() + 5000;
  while (mailsTo(smtp.inbox, email).length < nth && Date.now() < until)
    await new Promise((r) => setTimeout(r, 20));
  return tokenIn(mailsTo(smtp.inbox, email)[nth - 1]!);
}

const stateOf = async (email: string) =>
  (await t.app.db.select({ s: agencies.state }).from(agencies).where(eq(agencies.email, email)))[0]
    ?.s;

describe('POST /v2/agenzieUser/resendVerification (QUALITY.md S4, S5)', () => {
  it('answers the same for a pending, a confirmed and an unknown address; only the pending one is mailed', async () => {
    const { email } = await registerPending();
    const confirmed = await insertAgency(t.app.db);
    send.mockClear();
    const answers = [
      await resend(email.toUpperCase()),
      await resend(confirmed.email),
      await resend('nessuno-mai-visto@example.it'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESEND_LINK_MESSAGE });
    }
    expect(await mailedTo()).toEqual([email]);
  });

  it('takes the same path for every address: the request stores one job and nothing else', async () => {
    const { email } = await registerPending();
    const jobs = async () => (await jobsOf(t.app.db, 'verification_resend')).length;
    const before = await jobs();
    for (const address of [email, 'sconosciuto@example.it']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/resendVerification',
        payload: { email: address },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await jobs()).toBe(before + 2);
  });

  it('mails a fresh 256-bit link from PUBLIC_URL, stored hashed; the old link keeps working', async () => {
    const { email, first } = await registerPending();
    await resend(email);
    const second = await tokenOfMail(email, 2);
    expect(second).not.toBe(first);
    expect(Buffer.from(second, 'base64url')).toHaveLength(32);
    expect(mailsTo(smtp.inbox, email)[1]).toContain(
      `https://portale.example.it/verify_account/${second}`,
    );
    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(
        and(eq(oneTimeTokens.kind, 'verify'), eq(oneTimeTokens.tokenHash, hashOpaqueToken(second))),
      );
    expect(row!.expiresAt.getTime() - t.clock.now()).toBe(48 * 60 * 60 * 1000);

    const old = await verify(t.app, first);
    expect(old.statusCode).toBe(200);
    expect(old.json().giaConfermato).toBe(false);
    expect(await stateOf(email)).toBe('CONFERMATO');
    // The first link opened confirmed the account and used up the other one.
    expect((await verify(t.app, second)).json().giaConfermato).toBe(true);
  });

  it('the new link confirms the account on its own', async () => {
    const { email } = await registerPending();
    await resend(email);
    const second = await tokenOfMail(email, 2);
    expect((await verify(t.app, second)).statusCode).toBe(200);
    expect(await stateOf(email)).toBe('CONFERMATO');
  });

  it('gives an account at most 3 links an hour (the registration’s counts), answering the same', async () => {
    const { email } = await registerPending();
    send.mockClear();
    for (let i = 0; i < 4; i++)
      expect((await resend(email)).json()).toEqual({ message: RESEND_LINK_MESSAGE });
    expect(await mailedTo()).toEqual([email, email]);
    t.clock.advance(60 * 60 * 1000 + 1000);
    send.mockClear();
    await resend(email);
    expect(await mailedTo()).toEqual([email]);
  });

  it('refuses a bad e-mail with an Italian message on the field', async () => {
    const res = await resend('non-una-mail');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.email).toBe('E-mail non valida');
  });

  it('answers 429 with Retry-After after 10 requests a minute from one address', async () => {
    const once = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/resendVerification',
        payload: { email: 'nessuno@example.it' },
        remoteAddress: '10.9.9.8',
      });
    for (let i = 0; i < 10; i++) expect((await once()).statusCode).toBe(200);
    const limited = await once();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});
