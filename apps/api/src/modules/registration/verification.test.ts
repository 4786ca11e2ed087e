import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, oneTimeTokens } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { randomToken } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  NEW_PASSWORD,
  affidaBody,
  agencyBody,
  post,
  tokenIn,
  verify,
} from './registration.fixtures';

let t: TestContext;
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({
    deps: { mailer: { send: async (m) => void sent.push(m), close: () => {} } },
  });
});
afterAll(async () => {
  await t.close();
});

/** Registers and answers the token of the mailed link. */
async function registerAndGetToken(
  path: 'register' | 'registerAffida' = 'register',
  body = path === 'register' ? agencyBody() : affidaBody(),
) {
  const res = await post(t.app, path, body);
  expect(res.statusCode).toBe(200);
  const mail = sent.at(-1)!;
  expect(mail.to).toBe(String(body.email).toLowerCase());
  expect(mail.links).toHaveLength(1);
  return { token: tokenIn(mail.text), email: mail.to, mail };
}

const stateOf = async (email: string) =>
  (
    await t.app.db.select({ state: agencies.state }).from(agencies).where(eq(agencies.email, email))
  )[0]?.state;

describe('GET /v2/agenzieUser/verify/{token} (QUALITY.md S5)', () => {
  it('the mailed link, in text and HTML, points to PUBLIC_URL and names no agency id', async () => {
    const { token, mail, email } = await registerAndGetToken();
    const [row] = await t.app.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.email, email));
    const link = `https://portale.example.it/verify_account/${token}`;
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Il link vale 48 ore e si può usare una sola volta.');
    expect(`${mail.text}${mail.html}`).not.toContain(row!.id);
  });

  it('expires after 48 hours with an Italian message saying so', async () => {
    const { token, email } = await registerAndGetToken();
    t.clock.advance(48 * 60 * 60 * 1000);
    const res = await verify(t.app, token);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    expect(res.json().message).toBe(
      'Questo link di verifica è scaduto: chiedine uno nuovo con «Invia di nuovo il link».',
    );
    expect(await stateOf(email)).toBe('DA CONFERMARE');
  });

  it('still works one second before expiry', async () => {
    const { token, email } = await registerAndGetToken();
    t.clock.advance(48 * 60 * 60 * 1000 - 1000);
    expect((await verify(t.app, token)).statusCode).toBe(200);
    expect(await stateOf(email)).toBe('CONFERMATO');
  });

  it('confirms once: a reused link answers that the account is already confirmed', async () => {
    const { token, email } = await registerAndGetToken();
    const first = await verify(t.app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().giaConfermato).toBe(false);
    const again = await verify(t.app, token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ agenzia: first.json().agenzia, giaConfermato: true });
    expect(await stateOf(email)).toBe('CONFERMATO');
  });

  it('two clicks at once: one confirms, the other is told the account is confirmed', async () => {
    const { token } = await registerAndGetToken();
    const results = await Promise.all([verify(t.app, token), verify(t.app, token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().giaConfermato as boolean).sort()).toEqual([false, true]);
  });

  it('a used link of an account no longer confirmed is refused, not called a success', async () => {
    const { token, email } = await registerAndGetToken();
    expect((await verify(t.app, token)).statusCode).toBe(200);
    await t.app.db
      .update(agencies)
      .set({ state: 'DA CONFERMARE' })
      .where(eq(agencies.email, email));
    const again = await verify(t.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/^Questo link di verifica è già stato usato/);
  });

  it.each([
    ['a well-formed token never issued', randomToken().token],
    ['a short string', 'abc'],
    ['an agency id', '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60'],
    ['odd characters', "'; drop table agencies; --"],
  ])('refuses a forged link (%s) with 404 and an Italian message', async (_name, token) => {
    const res = await verify(t.app, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'Link di verifica non valido: controlla di aver aperto l’indirizzo completo ricevuto per e-mail.',
    );
  });

  it('a token of another kind (password reset) does not verify', async () => {
    const { email } = await registerAndGetToken();
    const [row] = await t.app.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.email, email));
    const reset = randomToken();
    await t.app.db.insert(oneTimeTokens).values({
      kind: 'reset',
      agencyId: row!.id,
      tokenHash: reset.hash,
      expiresAt: new Date(t.clock.now() + 3600_000),
    });
    expect((await verify(t.app, reset.token)).statusCode).toBe(404);
    expect(await stateOf(email)).toBe('DA CONFERMARE');
  });
});

describe('POST /v2/agenzieUser/registerAffida', () => {
  it('creates an internal Affida agent without ragione sociale, titolare, referente, and verifies it', async () => {
    const body = affidaBody({
      regioneSociale: 'Non deve finire nel DB',
      titolare: 'Nemmeno',
      referente: '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60',
      fimaaRegister: true,
    });
    const res = await post(t.app, 'registerAffida', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Registrazione avvenuta.' });
    const email = String(body.email).toLowerCase();
    const [row] = await t.app.db.select().from(agencies).where(eq(agencies.email, email));
    expect(row).toMatchObject({
      agenteInterno: true,
      affida: true,
      ragioneSociale: null,
      titolare: null,
      referenteId: null,
      fimaaRegister: false,
      state: 'DA CONFERMARE',
      nome: 'Giulia Conti',
    });
    const mail = sent.at(-1)!;
    expect(mail.text).toContain('grazie per esserti registrato come agente Affida');
    expect((await verify(t.app, tokenIn(mail.text))).json()).toEqual({
      agenzia: { nome: 'Giulia Conti' },
      giaConfermato: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: `/v2/${t.config.productSlug}/user/user_login`,
      payload: { email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().agenzia.agenteInterno).toBe(true);
  });
});
