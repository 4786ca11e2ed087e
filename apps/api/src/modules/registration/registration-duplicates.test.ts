import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agencies, oneTimeTokens } from '../../db/schema/index';
import { PASSWORD, insertAgency, loginAgency } from '../../test/fixtures';
import { startSmtpReceiver } from '../../test/smtp';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  agencyBody,
  affidaBody,
  mailsTo,
  post,
  randomPartitaIva,
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

const rowsWithEmail = async (email: string) =>
  (await t.app.db.select({ n: count() }).from(agencies).where(eq(agencies.email, email)))[0]!.n;

describe('no account enumeration (QUALITY.md S4)', () => {
  it('answers a known e-mail exactly as an unknown one, and tells the owner by mail', async () => {
    const owner = await insertAgency(t.app.db, {
      email: 'titolare@example.it',
      nome: 'Agenzia Esistente',
    });
    const unknown = await post(
      t.app,
      'register',
      agencyBody({ email: 'nuova-agenzia@example.it' }),
    );
    const before = smtp.inbox.length;
    const known = await post(
      t.app,
      'register',
      agencyBody({
        email: 'TITOLARE@example.it',
        password: 'Altra-Password-2026',
        confermaPassword: 'Altra-Password-2026',
      }),
    );

    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    // Nothing about the existing account changed: same row, same password.
    expect(await rowsWithEmail('titolare@example.it')).toBe(1);
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.id, owner.id));
    expect(row!.passwordHash).toBe(owner.passwordHash);
    expect(row!.nome).toBe('Agenzia Esistente');
    expect(await loginAgency(t.app, 'titolare@example.it', PASSWORD)).toBeTruthy();

    await waitForInbox(smtp.inbox, before + 1);
    const [notice] = mailsTo(smtp.inbox, 'titolare@example.it');
    expect(notice).toContain(
      'Subject: Tentativo di registrazione con il tuo indirizzo su 8Volante',
    );
    expect(notice).toContain('qualcuno ha provato a registrarsi');
    expect(notice).toContain('«Agenzia Esistente»');
    expect(notice).toContain('https://portale.example.it/area-riservata/login');
    expect(notice).not.toMatch(/verify_account/);
  });

  it('gives a still pending owner a fresh working link instead of a second account', async () => {
    const first = agencyBody({ nome: 'Agenzia In Attesa' });
    const email = String(first.email).toLowerCase();
    let before = smtp.inbox.length;
    expect((await post(t.app, 'register', first)).statusCode).toBe(200);
    await waitForInbox(smtp.inbox, before + 1);

    // Sent again later than the same registration's few minutes (decision 098).
    t.clock.advance(10 * 60 * 1000);
    before = smtp.inbox.length;
    const again = await post(t.app, 'register', agencyBody({ email, nome: 'Un Altro Nome' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: "Registrazione avvenuta. Controlla l'email" });
    await waitForInbox(smtp.inbox, before + 1);

    const mails = mailsTo(smtp.inbox, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('qualcuno ha provato a registrarsi');
    expect(mails[1]).toContain('«Agenzia In Attesa»');
    const fresh = tokenIn(mails[1]!);
    expect(fresh).not.toBe(tokenIn(mails[0]!));
    expect(await rowsWithEmail(email)).toBe(1);

    const ok = await verify(t.app, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().agenzia.nome).toBe('Agenzia In Attesa');
    // The first link is spent too: it answers that the account is already confirmed.
    const old = await verify(t.app, tokenIn(mails[0]!));
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ agenzia: { nome: 'Agenzia In Attesa' }, giaConfermato: true });
  });

  it('answers a confirmed account’s Partita IVA like a new registration, and mails its owner', async () => {
    const partitaIva = randomPartitaIva();
    const owner = await insertAgency(t.app.db, { email: 'piva-owner@example.it', partitaIva });
    const fresh = await post(t.app, 'register', agencyBody());
    const before = smtp.inbox.length;
    const withUnknown = await post(t.app, 'register', agencyBody({ partitaIva }));
    const withKnown = await post(
      t.app,
      'register',
      agencyBody({ partitaIva, email: 'piva-owner@example.it' }),
    );
    const withOther = await post(
      t.app,
      'registerAffida',
      affidaBody({ partitaIva, email: 'titolare-piva@example.it' }),
    );
    for (const res of [withUnknown, withKnown]) {
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.body).toBe(fresh.body);
    }
    expect(withOther.statusCode).toBe(200);
    expect(await rowsWithEmail('titolare-piva@example.it')).toBe(0);
    // Three attempts, three mails, all to the owner; none to the e-mails typed.
    await waitForInbox(smtp.inbox, before + 3);
    expect(smtp.inbox.slice(before).every((m) => m.to.includes(owner.email))).toBe(true);
    const [mail] = mailsTo(smtp.inbox.slice(before), owner.email);
    expect(mail).toContain('la Partita IVA del tuo account');
    expect(mail).toContain('/area-riservata/login');
  });

  it('two registrations with the same e-mail at once make one account and two equal answers', async () => {
    const email = `contesa-${Date.now()}@example.it`;
    const [a, b] = await Promise.all([
      post(t.app, 'register', agencyBody({ email })),
      post(t.app, 'register', agencyBody({ email })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await rowsWithEmail(email)).toBe(1);
  });

  it('two registrations with the same Partita IVA at once: one account, equal answers', async () => {
    const partitaIva = randomPartitaIva();
    const results = await Promise.all([
      post(t.app, 'register', agencyBody({ partitaIva })),
      post(t.app, 'register', agencyBody({ partitaIva })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0]!.json()).toEqual(results[1]!.json());
    const [n] = await t.app.db
      .select({ n: count() })
      .from(agencies)
      .where(eq(agencies.partitaIva, partitaIva));
    expect(n!.n).toBe(1);
  });

  it('sending the same form again replaces a lost or expired first mail with a working link', async () => {
    const body = agencyBody({ nome: 'Agenzia Ritardataria' });
    const email = String(body.email).toLowerCase();
    let before = smtp.inbox.length;
    expect((await post(t.app, 'register', body)).statusCode).toBe(200);
    await waitForInbox(smtp.inbox, before + 1);
    t.clock.advance(49 * 60 * 60 * 1000);
    const first = tokenIn(mailsTo(smtp.inbox, email)[0]!);
    expect((await verify(t.app, first)).json().message).toMatch(/scaduto/);

    before = smtp.inbox.length;
    const again = await post(t.app, 'register', body);
    expect(again.statusCode).toBe(200);
    await waitForInbox(smtp.inbox, before + 1);
    const fresh = tokenIn(mailsTo(smtp.inbox, email)[1]!);
    const ok = await verify(t.app, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().agenzia.nome).toBe('Agenzia Ritardataria');
    expect(await rowsWithEmail(email)).toBe(1);
  });

  it('a pending account’s Partita IVA with another e-mail: the ordinary answer, its owner is told', async () => {
    const partitaIva = randomPartitaIva();
    await insertAgency(t.app.db, {
      email: 'in-attesa-piva@example.it',
      nome: 'Agenzia Piva In Attesa',
      partitaIva,
      state: 'DA CONFERMARE',
    });
    const before = smtp.inbox.length;
    const res = await post(
      t.app,
      'register',
      agencyBody({ partitaIva, email: 'altro@example.it' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Registrazione avvenuta. Controlla l'email" });
    await waitForInbox(smtp.inbox, before + 1);
    expect(mailsTo(smtp.inbox, 'altro@example.it')).toEqual([]);
    const [notice] = mailsTo(smtp.inbox, 'in-attesa-piva@example.it');
    expect(notice).toContain('con la Partita IVA del tuo account');
    expect(notice).toContain('/verify_account/');
    expect(await rowsWithEmail('altro@example.it')).toBe(0);
  });

  it('an Affida registration with an agency’s e-mail also answers as for a new one', async () => {
    await insertAgency(t.app.db, { email: 'agenzia-affida@example.it' });
    const res = await post(
      t.app,
      'registerAffida',
      affidaBody({ email: 'agenzia-affida@example.it' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Registrazione avvenuta.' });
    const tokens = await t.app.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .innerJoin(agencies, eq(agencies.id, oneTimeTokens.agencyId))
      .where(eq(agencies.email, 'agenzia-affida@example.it'));
    expect(tokens).toHaveLength(0);
  });
});
