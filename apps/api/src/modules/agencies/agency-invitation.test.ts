import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AgencyInvitation, AuditEntry } from '@portal/shared';
import { agencies } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';

// Invitations instead of typed passwords (decision 059): the admin adds an agency without a
// password, the agency gets a single-use link valid 7 days on a real SMTP receiver, chooses
// its password and logs in. The clock is the test app's, moved by hand.
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let adminEmail: string;
const base = '/v2/8volante/user';
const CHOSEN = 'Scelta-Mia-Password-2026';
const DAY = 24 * 60 * 60 * 1000;
let n = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  adminEmail = (await insertAdmin(t.app.db)).email;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A fresh admin sign-in at the clock's time (access tokens live minutes, the tests move days). */
async function adminHeaders() {
  const { accessToken } = await loginAdmin(t.app, adminEmail, undefined, { reauth: false });
  return { authorization: `Bearer ${accessToken}` };
}

async function invite(nome = `Agenzia Invitata ${++n}`) {
  const email = `invitata${n}-${Date.now()}@example.it`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/admin_add`,
    headers: await adminHeaders(),
    payload: { nome, email, invito: true },
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json<{ _id: string }>()._id, email, nome };
}

/** The invitation links mailed to `to`, oldest first, once every mail has arrived. */
async function invitationTokens(to: string) {
  await t.drainOutbox();
  return smtp.inbox
    .filter((m) => m.to.includes(to))
    .map((m) => decodeQuotedPrintable(m.raw))
    .map((raw) => /\/area-riservata\/invito\/([A-Za-z0-9_-]+)/.exec(raw)?.[1])
    .filter((tok): tok is string => tok !== undefined);
}

const check = (token: string, kind?: 'invite' | 'reset') =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/checkResetLink',
    payload: { token, kind },
    remoteAddress: `10.9.0.${++n}`,
  });
const choose = (token: string, password = CHOSEN, kind: 'invite' | 'reset' = 'invite') =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/resetPassword',
    payload: { token, password, kind },
    remoteAddress: `10.8.0.${++n}`,
  });
const invitation = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${base}/admin_invitation/${id}`,
      headers: await adminHeaders(),
    })
  ).json<AgencyInvitation>();
const resend = async (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/admin_resendInvitation`,
    headers: await adminHeaders(),
    payload: { id },
  });

describe('admin_add with invito', () => {
  it('creates a confirmed agency that cannot log in, and mails a 7-day link instead of a password', async () => {
    const agency = await invite('Immobiliare Benvenuto');
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row?.state).toBe('CONFERMATO');
    // No password anyone knows: the login refuses an empty or guessed one.
    const login = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/user/user_login`,
      payload: { email: agency.email, password: 'Inventata-Password-1' },
    });
    expect(login.statusCode).toBe(401);

    const tokens = await invitationTokens(agency.email);
    expect(tokens).toHaveLength(1);
    const mail = decodeQuotedPrintable(smtp.inbox.find((m) => m.to.includes(agency.email))!.raw);
    expect(mail).toContain('Scegli la tua password');
    expect(mail).not.toMatch(/password è/i);
    expect(mail).toContain('Il link vale 7 giorni');
    expect(mail).toContain('Gentile Immobiliare Benvenuto');
    expect(await invitation(agency.id)).toMatchObject({ state: 'pending', acceptedAt: null });
  });

  it('still requires a password when the admin does not invite', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/admin_add`,
      headers: await adminHeaders(),
      payload: { nome: 'Senza Password', email: 'senza-password@example.it' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ password: 'Inserisci la password' });
  });
});

describe('accepting an invitation', () => {
  it('sets the chosen password once: the agency logs in, the link is then used up', async () => {
    const agency = await invite();
    const [token] = await invitationTokens(agency.email);
    expect((await check(token!, 'invite')).statusCode).toBe(200);
    // An invitation link is not a reset link: each works only for its own kind.
    expect((await check(token!)).statusCode).toBe(410);

    const first = await choose(token!);
    expect(first.statusCode).toBe(200);
    expect(await loginAgency(t.app, agency.email, CHOSEN)).toEqual(expect.any(String));

    const again = await check(token!, 'invite');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/chiedi un nuovo invito/);
    const second = await choose(token!, 'Altra-Password-Robusta-9');
    expect(second.statusCode).toBe(400);
    expect(second.json().details.token).toMatch(/non è valido o è scaduto/);
    await loginAgency(t.app, agency.email, CHOSEN);

    const state = await invitation(agency.id);
    expect(state.state).toBe('accepted');
    expect(state.acceptedAt).toBe(new Date(t.clock.now()).toISOString());
  });

  it('refuses a weak password and keeps the link usable', async () => {
    const agency = await invite();
    const [token] = await invitationTokens(agency.email);
    const weak = await choose(token!, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.password).toMatch(/troppo comune/);
    expect((await check(token!, 'invite')).statusCode).toBe(200);
  });

  it('expires after 7 days: the page is told so and the password cannot be set', async () => {
    const agency = await invite();
    const [token] = await invitationTokens(agency.email);
    t.clock.advance(7 * DAY - 60_000);
    expect((await check(token!, 'invite')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const late = await check(token!, 'invite');
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/scaduto/);
    expect((await choose(token!)).statusCode).toBe(400);
    expect((await invitation(agency.id)).state).toBe('expired');
  });

  it('is audited at every step: sent, sent again, accepted by the agency', async () => {
    const agency = await invite();
    expect((await resend(agency.id)).statusCode).toBe(200);
    const tokens = await invitationTokens(agency.email);
    expect((await choose(tokens.at(-1)!)).statusCode).toBe(200);
    const trail = (
      await t.app.inject({
        method: 'GET',
        url: `${base}/admin_audit/agency/${agency.id}`,
        headers: await adminHeaders(),
      })
    ).json<AuditEntry[]>();
    const invites = trail.flatMap((e) =>
      e.changes
        .filter((c) => c.field === 'invito')
        .map((c) => [e.action, c.new, e.admin ?? e.agenzia]),
    );
    // The acceptance is the agency's own step, recorded as such (decision 057).
    expect(invites).toEqual([
      ['update', 'accettato: password scelta dall’agenzia', { _id: agency.id, nome: agency.nome }],
      ['update', 'inviato di nuovo', expect.objectContaining({ email: adminEmail })],
      ['create', 'inviato', expect.objectContaining({ email: adminEmail })],
    ]);
  });
});

describe('admin_resendInvitation', () => {
  it('mails a new link and the old one stops working', async () => {
    const agency = await invite();
    const [oldToken] = await invitationTokens(agency.email);
    const res = await resend(agency.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<AgencyInvitation>().state).toBe('pending');
    const tokens = await invitationTokens(agency.email);
    expect(tokens).toHaveLength(2);
    const newToken = tokens[1]!;
    expect(newToken).not.toBe(oldToken);
    expect((await check(oldToken!, 'invite')).statusCode).toBe(410);
    expect((await choose(oldToken!)).statusCode).toBe(400);
    expect((await choose(newToken)).statusCode).toBe(200);
    await loginAgency(t.app, agency.email, CHOSEN);
  });

  it('revives an expired invitation with a fresh 7-day link', async () => {
    const agency = await invite();
    t.clock.advance(8 * DAY);
    expect((await invitation(agency.id)).state).toBe('expired');
    const res = await resend(agency.id);
    expect(res.json<AgencyInvitation>()).toMatchObject({
      state: 'pending',
      expiresAt: new Date(t.clock.now() + 7 * DAY).toISOString(),
    });
  });

  it('is refused once the agency has chosen its password, or when it was added with one', async () => {
    const agency = await invite();
    const [token] = await invitationTokens(agency.email);
    await choose(token!);
    const accepted = await resend(agency.id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toMatch(/ha già scelto la sua password/);

    const withPassword = await insertAgency(t.app.db);
    const plain = await resend(withPassword.id);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toMatch(/aggiunta con una password/);
    expect((await invitation(withPassword.id)).state).toBe('none');
  });

  it('answers 404 for an unknown agency', async () => {
    const res = await resend('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

// No public step of an invitation takes an address (decision 059): the link's checks answer
// the same for an unknown, a used and an expired token, and the one public step that does
// take an address, the forgotten password, answers an invited agency as an unknown one.
describe('the same answer, whatever is known', () => {
  it('an unknown, a used and an expired invitation get the same 410', async () => {
    const used = await invite();
    const [usedToken] = await invitationTokens(used.email);
    await choose(usedToken!);
    const stale = await invite();
    const [staleToken] = await invitationTokens(stale.email);
    t.clock.advance(7 * DAY + 1000);
    const answers = await Promise.all(
      ['x'.repeat(43), usedToken!, staleToken!].map(async (tok) => {
        const res = await check(tok, 'invite');
        return { status: res.statusCode, message: res.json<{ message: string }>().message };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(410);
  });

  it('"Password dimenticata?" answers an invited agency as an unknown address, and its link accepts the invitation', async () => {
    const agency = await invite();
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/forgotPassword',
        payload: { email },
        remoteAddress: `10.7.0.${++n}`,
      });
    const known = await ask(agency.email);
    const unknown = await ask(`nessuno-${n}@example.it`);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());

    await t.drainOutbox();
    const raw = smtp.inbox
      .filter((m) => m.to.includes(agency.email))
      .map((m) => decodeQuotedPrintable(m.raw))
      .join('\n');
    const resetToken = /\/area-riservata\/reset-password\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(resetToken).toBeDefined();
    expect((await choose(resetToken!, CHOSEN, 'reset')).statusCode).toBe(200);
    await loginAgency(t.app, agency.email, CHOSEN);
    // The agency chose its own password: the invitation is accepted and its link used up.
    expect((await invitation(agency.id)).state).toBe('accepted');
    const [inviteToken] = await invitationTokens(agency.email);
    expect((await check(inviteToken!, 'invite')).statusCode).toBe(410);
  });
});
