import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeQuotedPrintable, type ReceivedMail } from '../../test/smtp';

/** Test helpers of the registration suites (not used by the product). */

/** A random Partita IVA with a valid check digit. */
export function randomPartitaIva(): string {
  const ten = Array.from({ length: 10 }, (_, i) =>
    i === 0 ? randomInt(1, 10) : randomInt(0, 10),
  ).join('');
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(ten[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

export const NEW_PASSWORD = 'Nuova-Agenzia-Password-2026';

/** A valid agency registration body with a fresh e-mail and Partita IVA. */
export function agencyBody(overrides: Record<string, unknown> = {}) {
  const u = randomBytes(4).toString('hex');
  return {
    regioneSociale: `Immobiliare ${u} S.r.l.`,
    nome: `Immobiliare ${u}`,
    partitaIva: randomPartitaIva(),
    titolare: 'Paolo Rossi',
    email: `Agenzia-${u}@Example.IT`,
    provincia: 'RM',
    comune: 'Roma',
    cap: '00184',
    indirizzo: 'Via Cavour 120',
    cellulare: '+39 333 1234567',
    telefono: '',
    referente: '',
    password: NEW_PASSWORD,
    confermaPassword: NEW_PASSWORD,
    privacy: true,
    callback: 'https://sito-del-chiamante.example.com',
    fimaaRegister: false,
    ...overrides,
  };
}

/** A valid Affida registration body. */
export function affidaBody(overrides: Record<string, unknown> = {}) {
  const {
    regioneSociale: _r,
    titolare: _t,
    referente: _ref,
    fimaaRegister: _f,
    ...rest
  } = agencyBody();
  return { ...rest, nome: 'Giulia Conti', ...overrides };
}

let ipCounter = 1;
/** A different client address per call, so the per-address limits never mix tests. */
export const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/**
 * The answer to a POST, once the work it left in the outbox (the account, its mail) is done
 * (decision 038: registration answers first and works after).
 */
export async function post(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/v2/agenzieUser/${path}`,
    payload: payload as object,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
  await app.outbox.drain();
  return res;
}

export function verify(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: `/v2/agenzieUser/verify/${encodeURIComponent(token)}`,
    headers: { 'x-forwarded-for': freshIp() },
  });
}

/** The decoded mails sent to `to`, oldest first (quoted-printable bytes read as UTF-8). */
export function mailsTo(inbox: ReceivedMail[], to: string): string[] {
  return inbox
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw));
}

/** The token of the first verification link in a decoded mail. */
export function tokenIn(mail: string): string {
  const match = /\/verify_account\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error('nessun link di verifica nella mail');
  return match[1];
}

/** Waits until the receiver holds `count` mails (nodemailer hands over asynchronously). */
export async function waitForInbox(inbox: ReceivedMail[], count: number, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (inbox.length < count) {
    if (Date.now() > until) throw new Error(`attese ${count} mail, arrivate ${inbox.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
