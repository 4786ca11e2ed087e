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
import { PROFILE_TEXT } from '@portal/shared';
import { agencies, auditLog, oneTimeTokens } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';
import { hashOpaqueToken } from '../../lib/tokens';
import { insertAgency, loginAgency, PASSWORD } from '../../test/fixtures';
import { decodeQuotedPrintable, startSmtpReceiver } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';

// The change of e-mail by confirmation (decision 057), through the outbox to a real SMTP
// receiver: the link goes to the new address, a notice to the old one, and the e-mail
// changes only when the link is opened.
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let send: MockInstance<Mailer['send']>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
beforeEach(() => {
  send = vi.spyOn(t.app.mailer, 'send');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let address = 0;
const p = () => `/v2/${t.config.productSlug}/user`;
const ask = (token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `${p()}/user_changeEmail`,
    headers: { authorization: `Bearer ${token}` },
    payload: { email },
    remoteAddress: `10.7.0.${++address}`,
  });
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/agenzieUser/confirmEmailChange',
    payload: { token },
    remoteAddress: `10.8.0.${++address}`,
  });
const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: `${p()}/user_login`,
    payload: { email, password: PASSWORD },
    remoteAddress: `10.9.0.${++address}`,
  });

/** Every mail of the outbox delivered; the text of those received by `to`. */
async function mailsTo(to: string): Promise<string[]> {
  await t.drainOutbox();
  await Promise.all(send.mock.results.map((r) => r.value as Promise<void>));
  return smtp.inbox.filter((m) => m.to.includes(to)).map((m) => decodeQuotedPrintable(m.raw));
}

const LINK = /https:\/\/portale\.example\.it\/conferma-email\/([A-Za-z0-9_-]+)/;

async function linkMailedTo(to: string): Promise<string> {
  const links = (await mailsTo(to)).map((raw) => LINK.exec(raw)).filter((m) => m !== null);
  if (links.length === 0) throw new Error(`nessun link per ${to}`);
  return links[links.length - 1]![1]!;
}

async function agencyWithSession() {
  const agency = await insertAgency(t.app.db);
  return { agency, token: await loginAgency(t.app, agency.email) };
}

describe('change of e-mail by confirmation', () => {
  it('mails a single-use link to the new address, a notice to the old one, and changes nothing yet', async () => {
    const { agency, token } = await agencyWithSession();
    const res = await ask(token, '  Nuova.Sede@Example.IT ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: PROFILE_TEXT.emailSent('nuova.sede@example.it'),
      email: 'nuova.sede@example.it',
    });
    const link = await linkMailedTo('nuova.sede@example.it');
    expect(Buffer.from(link, 'base64url')).toHaveLength(32);
    const notice = (await mailsTo(agency.email)).join('\n');
    expect(notice).toContain('È stata richiesta la modifica dell’e-mail');
    expect(notice).toContain('nuova.sede@example.it');
    expect(notice).not.toMatch(LINK);

    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.agencyId, agency.id));
    expect(row!.kind).toBe('email_change');
    expect(row!.tokenHash).toBe(hashOpaqueToken(link));
    expect(row!.newEmail).toBe('nuova.sede@example.it');
    expect(row!.expiresAt.getTime() - t.clock.now()).toBe(24 * 60 * 60 * 1000);

    const [still] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(still!.email).toBe(agency.email);
    expect((await login(agency.email)).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `${p()}/user_profile`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().emailInAttesa.email).toBe('nuova.sede@example.it');
  });

  it('changes the e-mail when the link is opened: the login uses the new one, audited as the agency', async () => {
    const { agency, token } = await agencyWithSession();
    await ask(token, 'cambiata@example.it');
    const link = await linkMailedTo('cambiata@example.it');

    const res = await confirm(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'cambiata@example.it', giaConfermata: false });

    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.email).toBe('cambiata@example.it');
    expect(row!.version).toBe(agency.version + 1);
    expect((await login('cambiata@example.it')).statusCode).toBe(200);
    expect((await login(agency.email)).statusCode).toBe(401);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, agency.id), eq(auditLog.agencyId, agency.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.adminId).toBeNull();
    expect(audit[0]!.changes).toEqual([
      { field: 'email', old: agency.email, new: 'cambiata@example.it' },
    ]);
    const done = (await mailsTo(agency.email)).join('\n');
    expect(done).toContain('è ora cambiata@example.it');

    // The same link again: the change is done, the page says so.
    const again = await confirm(link);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'cambiata@example.it', giaConfermata: true });
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const { token } = await agencyWithSession();
    await ask(token, 'prima-scelta@example.it');
    const first = await linkMailedTo('prima-scelta@example.it');
    await ask(token, 'seconda-scelta@example.it');
    const second = await linkMailedTo('seconda-scelta@example.it');

    const replaced = await confirm(first);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toBe(PROFILE_TEXT.linkGone);

    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(PROFILE_TEXT.linkGone);

    const unknown = await confirm('y'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROFILE_TEXT.linkInvalid);
  });

  it('answers the same for an address of another agency (any case), mails its holder, and changes nothing', async () => {
    const holder = await insertAgency(t.app.db);
    const { agency, token } = await agencyWithSession();
    const free = await ask(token, 'libera@example.it');
    const taken = await ask(token, holder.email.toUpperCase());
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(PROFILE_TEXT.emailSent(holder.email));
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));

    const toHolder = (await mailsTo(holder.email)).join('\n');
    expect(toHolder).toContain('è già associato all’account');
    expect(toHolder).not.toMatch(LINK);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.email).toBe(agency.email);
    // The other agency's address is not kept with this agency's links.
    const links = await t.app.db
      .select({ newEmail: oneTimeTokens.newEmail })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.agencyId, agency.id));
    expect(links.map((l) => l.newEmail)).not.toContain(holder.email);
  });

  it('refuses, with a clear message, an address another agency took after the link was mailed', async () => {
    const { agency, token } = await agencyWithSession();
    await ask(token, 'contesa@example.it');
    const link = await linkMailedTo('contesa@example.it');
    await insertAgency(t.app.db, { email: 'contesa@example.it' });

    const res = await confirm(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILE_TEXT.emailTaken('contesa@example.it'));
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.email).toBe(agency.email);
  });

  it('refuses its own current address and a malformed one in Italian', async () => {
    const { agency, token } = await agencyWithSession();
    const same = await ask(token, agency.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().details.email).toBe(PROFILE_TEXT.sameEmail);
    const bad = await ask(token, 'non-una-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.email).toBe('E-mail non valida');
  });
});
