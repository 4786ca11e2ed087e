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
import { eq } from 'drizzle-orm';
import { FORGOT_PASSWORD_MESSAGE } from '@portal/shared';
import { oneTimeTokens } from '../../db/schema/index';
import { hashOpaqueToken } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';
import type { Mailer } from '../../lib/mailer';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let send: MockInstance<Mailer['send']>;
const NEW_PASSWORD = 'Nuova-Password-Sicura-2026';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portale.example.it' },
  });
});
// The reset mail leaves after the answer; the spy tells which mails the test's requests
// handed to the mailer, and when they have all reached the SMTP server.
beforeEach(() => {
  send = vi.spyOn(t.app.mailer, 'send');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Each call from its own address: the route allows 10 requests a minute per address.
let address = 0;
const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/forgotPassword',
    payload: { email },
    headers,
    remoteAddress: `10.0.0.${++address}`,
  });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/resetPassword',
    payload: { token, password },
  });
const check = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/checkResetLink',
    payload: { token },
    remoteAddress: `10.1.0.${++address}`,
  });
const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/user/user_fetchMeFromToken`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Every mail handed to the mailer so far, once they have all been delivered. */
async function deliveredMails() {
  await t.drainOutbox();
  await Promise.all(send.mock.results.map((r) => r.value as Promise<void>));
  return send.mock.calls.map(([m]) => m.to);
}

/** The reset token in the n-th reset mail received for `to` (a notice of a change has none). */
async function tokenMailedTo(to: string, nth = 1): Promise<string> {
  await deliveredMails();
  const links = smtp.inbox
    .filter((m) => m.to.includes(to))
    .map((m) =>
      /https:\/\/portale\.example\.it\/area-riservata\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        decodeQuotedPrintable(m.raw),
      ),
    )
    .filter((m) => m !== null);
  if (links.length < nth) throw new Error(`nessun link di reset per ${to}`);
  return links[nth - 1]![1]!;
}

describe('forgotPassword', () => {
  it('answers the same for a known and an unknown e-mail (S4)', async () => {
    const agency = await insertAgency(t.app.db);
    const known = await forgot(agency.email.toUpperCase());
    const unknown = await forgot('nessuno@example.it');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toBe(known.body);
    await tokenMailedTo(agency.email);
    // Both answers have been sent, so every mail either request causes has been handed over.
    expect(await deliveredMails()).not.toContain('nessuno@example.it');
    expect(smtp.inbox.some((m) => m.to.includes('nessuno@example.it'))).toBe(false);
  });

  it('mails a 256-bit link built from PUBLIC_URL (never Host), stored only hashed, valid 1 hour', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email, {
      host: 'attaccante.example.com',
      'x-forwarded-host': 'attaccante.example.com',
    });
    const token = await tokenMailedTo(agency.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const raw = smtp.inbox
      .filter((m) => m.to.includes(agency.email))
      .map((m) => m.raw)
      .join('');
    expect(raw).not.toContain('attaccante');
    const rows = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.agencyId, agency.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('reset');
    expect(rows[0]!.tokenHash).toBe(hashOpaqueToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now()).toBe(60 * 60 * 1000);
  });

  it('validates the e-mail in Italian', async () => {
    const res = await forgot('non-una-mail');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.email).toBe('E-mail non valida');
  });

  it('sends at most 3 links per agency per hour, answering the same', async () => {
    const agency = await insertAgency(t.app.db);
    for (let i = 0; i < 5; i++)
      expect((await forgot(agency.email)).json().message).toBe(FORGOT_PASSWORD_MESSAGE);
    // All five answers are in, so every mail they cause has already been handed to the mailer.
    expect((await deliveredMails()).filter((to) => to === agency.email)).toHaveLength(3);
    expect(smtp.inbox.filter((m) => m.to.includes(agency.email))).toHaveLength(3);
  });
});

describe('forgotPassword from one address', () => {
  it('answers 429 with Retry-After after 10 requests a minute', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/forgotPassword',
        payload: { email: 'nessuno@example.it' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.json().message).toMatch(/^Troppe richieste/);
  });
});

describe('resetPassword', () => {
  it('sets the password, uses the link up and ends every session of the agency', async () => {
    const agency = await insertAgency(t.app.db);
    const session = await loginAgency(t.app, agency.email);
    await forgot(agency.email);
    const first = await tokenMailedTo(agency.email);
    await forgot(agency.email);
    const second = await tokenMailedTo(agency.email, 2);

    const res = await reset(second, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(session)).statusCode).toBe(401);
    expect(await loginAgency(t.app, agency.email, NEW_PASSWORD)).toBeTruthy();
    // The owner is told of the change (ASVS 6.2.x), in a mail without a reset link.
    await deliveredMails();
    const mails = smtp.inbox.filter((m) => m.to.includes(agency.email));
    expect(mails).toHaveLength(3);
    expect(decodeQuotedPrintable(mails[2]!.raw)).toContain('la password del tuo account');
    // single use, and the older link died with it
    for (const used of [second, first]) {
      const again = await reset(used, 'Altra-Password-2026!');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/^Il link non è valido o è scaduto/);
    }
  });

  it('refuses an expired link', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const token = await tokenMailedTo(agency.email);
    t.clock.advance(60 * 60 * 1000 + 1);
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a weak password without using the link up', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const token = await tokenMailedTo(agency.email);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.password).toMatch(/troppo comune/);
    const short = await reset(token, 'corta');
    expect(short.json().details.password).toBe('La password deve avere almeno 8 caratteri.');
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await reset('x'.repeat(43), NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset('', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('never logs the token or the password (S17)', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const token = await tokenMailedTo(agency.email);
    // the page the link opens, as the server sees it
    await t.app.inject({ method: 'GET', url: `/area-riservata/reset-password/${token}` });
    await reset(token, NEW_PASSWORD);
    const logText = JSON.stringify(t.logs);
    expect(logText).not.toContain(token);
    expect(logText).not.toContain(NEW_PASSWORD);
    expect(logText).toContain('/area-riservata/reset-password/[redatto]');
  });
});

describe('checkResetLink (the reset page asks when it opens)', () => {
  const GONE =
    'Questo link è scaduto o è già stato usato: richiedine uno nuovo da “Password dimenticata?”.';

  it('answers ok for a working link and uses nothing: the reset still works after', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const token = await tokenMailedTo(agency.email);
    for (let i = 0; i < 3; i += 1) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 410 with an Italian message for a used, an expired and an unknown link', async () => {
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const used = await tokenMailedTo(agency.email);
    expect((await reset(used, NEW_PASSWORD)).statusCode).toBe(200);
    await forgot(agency.email);
    const expired = await tokenMailedTo(agency.email, 2);
    t.clock.advance(60 * 60 * 1000 + 1);
    for (const token of [used, expired, 'x'.repeat(43)]) {
      const res = await check(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', message: GONE });
    }
  });

  it('refuses a malformed token with 400, and never logs the token', async () => {
    expect((await check('')).statusCode).toBe(400);
    const agency = await insertAgency(t.app.db);
    await forgot(agency.email);
    const token = await tokenMailedTo(agency.email);
    await check(token);
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });
});
