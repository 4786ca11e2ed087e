import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies, consents, oneTimeTokens } from '../../db/schema/index';
import { jobsOf, makeRetriesDue, pendingJobsOf } from '../../test/jobs';
import { insertReferrer, loginAgency } from '../../test/fixtures';
import { startSmtpReceiver } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  NEW_PASSWORD,
  agencyBody,
  mailsTo,
  post,
  tokenIn,
  verify,
  waitForInbox,
} from './registration.fixtures';

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

const login = (email: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/${t.config.productSlug}/user/user_login`,
    payload: { email, password },
  });

describe('POST /v2/agenzieUser/register', () => {
  it('stores a pending agency, the privacy consent, a hashed token, and mails the link', async () => {
    const referrer = await insertReferrer(t.app.db);
    const body = agencyBody({
      referente: referrer.id,
      fimaaRegister: true,
      provincia: 'fc',
      comune: "FORLI'",
      cap: '47121',
    });
    const before = smtp.inbox.length;
    const res = await post(t.app, 'register', body, {
      host: 'attaccante.example.com',
      'x-forwarded-host': 'attaccante.example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registrazione avvenuta. Controlla l'email" });

    const email = String(body.email).toLowerCase();
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.email, email));
    expect(row).toMatchObject({
      state: 'DA CONFERMARE',
      ragioneSociale: body.regioneSociale,
      provincia: 'FC',
      comune: 'Forlì',
      cap: '47121',
      referenteId: referrer.id,
      fimaaRegister: true,
      agenteInterno: false,
      affida: false,
      cellulare: '+39 333 1234567',
      telefono: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.slug).toMatch(/^immobiliare-[0-9a-f]{8}-[0-9a-f]{6}$/);

    const [consent] = await t.app.db.select().from(consents).where(eq(consents.agencyId, row!.id));
    expect(consent).toMatchObject({ kind: 'privacy', version: t.config.privacyVersion });
    expect(consent!.acceptedAt.getTime()).toBe(t.clock.now());

    await waitForInbox(smtp.inbox, before + 1);
    const [mail] = mailsTo(smtp.inbox, email);
    expect(mail).toContain('Subject: Conferma la registrazione a 8Volante');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(t.config.brand.company.name);
    expect(mail).not.toContain('attaccante');
    expect(mail).not.toContain('sito-del-chiamante');
    expect(mail).not.toContain(row!.id);
    const token = tokenIn(mail!);
    expect(mail).toContain(`https://portale.example.it/verify_account/${token}`);
    // 256 random bits, stored only as a hash, expiring in 48 hours.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const tokens = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.agencyId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.kind).toBe('verify');
    expect(tokens[0]!.tokenHash).not.toContain(token);
    expect(tokens[0]!.expiresAt.getTime() - t.clock.now()).toBe(48 * 60 * 60 * 1000);
  });

  it('refuses to log in before the link is opened, then confirms once and logs in', async () => {
    const body = agencyBody({ nome: 'Casa Serena Immobiliare' });
    const email = String(body.email).toLowerCase();
    const before = smtp.inbox.length;
    expect((await post(t.app, 'register', body)).statusCode).toBe(200);
    await waitForInbox(smtp.inbox, before + 1);
    const token = tokenIn(mailsTo(smtp.inbox, email)[0]!);

    const early = await login(email);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/non ancora confermato/);

    const ok = await verify(t.app, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      agenzia: { nome: 'Casa Serena Immobiliare' },
      giaConfermato: false,
    });
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.email, email));
    expect(row!.state).toBe('CONFERMATO');

    const token2 = await loginAgency(t.app, email, NEW_PASSWORD);
    expect(token2).toBeTruthy();
    const again = await verify(t.app, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      agenzia: { nome: 'Casa Serena Immobiliare' },
      giaConfermato: true,
    });
  });

  it('stores the comune’s only postal code when none is sent, and accepts empty optional fields', async () => {
    const body = agencyBody({
      provincia: 'BO',
      comune: 'Imola',
      cap: '',
      cellulare: '',
      referente: null,
    });
    const res = await post(t.app, 'register', body);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(agencies)
      .where(eq(agencies.email, String(body.email).toLowerCase()));
    expect(row).toMatchObject({
      comune: 'Imola',
      cap: '40026',
      cellulare: null,
      referenteId: null,
    });
  });

  it('ignores fields the client may not set (mass assignment)', async () => {
    const body = agencyBody({
      state: 'CONFERMATO',
      agenteInterno: true,
      affida: true,
      _id: '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60',
      points: 999,
    });
    expect((await post(t.app, 'register', body)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(agencies)
      .where(eq(agencies.email, String(body.email).toLowerCase()));
    expect(row).toMatchObject({
      state: 'DA CONFERMARE',
      agenteInterno: false,
      affida: false,
      points: 0,
    });
    expect(row!.id).not.toBe('0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60');
  });

  it('mails nothing when the registration is rolled back, and retries the work later', async () => {
    // The consent cannot be stored (a trigger refuses it): the transaction that holds the
    // account, its link and its mail rolls back as a whole.
    await t.app.db.execute(sql`
      create function refuse_consent() returns trigger language plpgsql as $$
      begin raise exception 'consenso rifiutato'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_consent before insert on consents for each row execute function refuse_consent()`,
    );
    const body = agencyBody();
    const email = String(body.email).toLowerCase();
    const before = smtp.inbox.length;
    const res = await post(t.app, 'register', body);
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(agencies).where(eq(agencies.email, email))).toHaveLength(0);
    const mails = await jobsOf(t.app.db, 'mail');
    expect(mails.filter((m) => JSON.stringify(m.data).includes(email))).toHaveLength(0);
    expect(smtp.inbox.length).toBe(before);
    const [job] = await pendingJobsOf(t.app.db, 'registration');
    expect(job).toMatchObject({
      state: 'retry',
      retryCount: 0,
      output: { message: expect.stringMatching(/consenso rifiutato/) },
    });

    // Once the fault is gone, the retry registers the account and mails it.
    await t.app.db.execute(sql`drop trigger refuse_consent on consents`);
    await makeRetriesDue(t.app.db, 'registration');
    await t.drainOutbox();
    expect(await t.app.db.select().from(agencies).where(eq(agencies.email, email))).toHaveLength(1);
    expect(mailsTo(smtp.inbox, email)).toHaveLength(1);
  });

  it('limits registrations per address (429 with Retry-After)', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await post(t.app, 'register', { privacy: false }, ip)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const last = await post(t.app, 'register', { privacy: false }, ip);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json().message).toMatch(/Troppe richieste/);
  });
});
