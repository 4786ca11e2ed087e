import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { agencies } from '../../db/schema/index';
import { insertReferrer } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { MailMessage } from '../../lib/mailer';
import { affidaBody, agencyBody, post } from './registration.fixtures';

let t: TestContext;
const sent: MailMessage[] = [];
let inactiveReferrer = '';

beforeAll(async () => {
  t = await createTestApp({
    deps: { mailer: { send: async (m) => void sent.push(m), close: () => {} } },
  });
  inactiveReferrer = (await insertReferrer(t.app.db, { active: false })).id;
});
afterAll(async () => {
  await t.close();
});

const agencyCount = async () => (await t.app.db.select({ n: count() }).from(agencies))[0]!.n;

// [case, changes to a valid body, field named in details, message of that field]
const agencyCases: [string, Record<string, unknown>, string, string | RegExp][] = [
  ['ragione sociale missing', { regioneSociale: '' }, 'regioneSociale', 'Campo obbligatorio'],
  ['nome blank', { nome: '   ' }, 'nome', 'Campo obbligatorio'],
  ['titolare missing', { titolare: undefined }, 'titolare', 'Campo obbligatorio'],
  ['indirizzo missing', { indirizzo: '' }, 'indirizzo', 'Campo obbligatorio'],
  ['nome too long', { nome: 'x'.repeat(121) }, 'nome', 'Al massimo 120 caratteri'],
  ['Partita IVA missing', { partitaIva: '' }, 'partitaIva', 'Campo obbligatorio'],
  [
    'Partita IVA wrong check digit',
    { partitaIva: '01234567890' },
    'partitaIva',
    /cifra di controllo/,
  ],
  [
    'Partita IVA with letters',
    { partitaIva: 'IT012345678' },
    'partitaIva',
    /Partita IVA non valida/,
  ],
  ['e-mail missing', { email: '' }, 'email', 'Campo obbligatorio'],
  ['e-mail malformed', { email: 'agenzia-at-example.it' }, 'email', 'E-mail non valida'],
  ['provincia missing', { provincia: '' }, 'provincia', 'Scegli la provincia'],
  ['provincia malformed', { provincia: 'Roma' }, 'provincia', 'Provincia non valida'],
  ['provincia unknown', { provincia: 'ZZ' }, 'provincia', 'Provincia non trovata'],
  ['comune missing', { comune: '' }, 'comune', 'Scegli il comune'],
  [
    'comune of another province',
    { provincia: 'MI', comune: 'Roma', cap: '' },
    'comune',
    'Il comune non appartiene alla provincia di Milano',
  ],
  [
    'comune that does not exist',
    { comune: 'Atlantide' },
    'comune',
    'Il comune non appartiene alla provincia di Roma',
  ],
  ['cap of another comune', { cap: '20121' }, 'cap', 'Il CAP non appartiene al comune di Roma'],
  ['cap malformed', { cap: '118' }, 'cap', 'CAP non valido: servono 5 cifre'],
  ['cellulare malformed', { cellulare: 'chiamami' }, 'cellulare', 'Numero di telefono non valido'],
  ['telefono malformed', { telefono: '12' }, 'telefono', 'Numero di telefono non valido'],
  ['password missing', { password: '', confermaPassword: '' }, 'password', 'Campo obbligatorio'],
  [
    'password short',
    { password: 'Corta-1', confermaPassword: 'Corta-1' },
    'password',
    'La password deve avere almeno 8 caratteri.',
  ],
  [
    'password common',
    { password: 'password123', confermaPassword: 'password123' },
    'password',
    /troppo comune/,
  ],
  [
    'password too long',
    { password: 'a'.repeat(257), confermaPassword: 'a'.repeat(257) },
    'password',
    /al massimo 256/,
  ],
  [
    'passwords differ',
    { confermaPassword: 'Altra-Password-2026' },
    'confermaPassword',
    'Password Diverse',
  ],
  [
    'confermaPassword missing',
    { confermaPassword: undefined },
    'confermaPassword',
    'Campo obbligatorio',
  ],
  [
    'privacy not accepted',
    { privacy: false },
    'privacy',
    'Per registrarti devi accettare l’informativa sulla privacy',
  ],
  [
    'privacy missing',
    { privacy: undefined },
    'privacy',
    'Per registrarti devi accettare l’informativa sulla privacy',
  ],
  [
    'privacy as text',
    { privacy: 'true' },
    'privacy',
    'Per registrarti devi accettare l’informativa sulla privacy',
  ],
  ['referente not an id', { referente: 'Giulia' }, 'referente', 'Referente non valido'],
  [
    'referente unknown',
    { referente: '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60' },
    'referente',
    'Referente non trovato',
  ],
  ['fimaaRegister not a boolean', { fimaaRegister: 'sì' }, 'fimaaRegister', 'Scegli sì o no'],
];

describe('registration validation: every rule answers 400 with an Italian message on the field', () => {
  it.each(agencyCases)('register: %s', async (_name, changes, field, message) => {
    const before = await agencyCount();
    const sentBefore = sent.length;
    const res = await post(t.app, 'register', agencyBody(changes));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.details?.[field]).toMatch(message);
    expect(body.message).toMatch(/[a-zà-ù]/);
    expect(await agencyCount()).toBe(before);
    expect(sent.length).toBe(sentBefore);
  });

  it('register: an inactive referrer cannot be chosen', async () => {
    const res = await post(t.app, 'register', agencyBody({ referente: inactiveReferrer }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ referente: 'Referente non trovato' });
  });

  it('register: an empty or non-JSON body is a 400, never a 500', async () => {
    const empty = await post(t.app, 'register', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().details)).toEqual(
      expect.arrayContaining([
        'regioneSociale',
        'nome',
        'partitaIva',
        'titolare',
        'email',
        'provincia',
        'comune',
        'indirizzo',
        'password',
        'privacy',
      ]),
    );
    const text = await t.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/register',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.9.9' },
      payload: 'ciao',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^Dati non validi/);
  });

  it.each([
    [
      'passwords differ',
      { confermaPassword: 'Altra-Password-2026' },
      'confermaPassword',
      'Password diverse',
    ],
    ['Partita IVA wrong', { partitaIva: '12345678901' }, 'partitaIva', /cifra di controllo/],
    [
      'comune of another province',
      { provincia: 'TO', comune: 'Roma' },
      'comune',
      /provincia di Torino/,
    ],
    ['privacy not accepted', { privacy: false }, 'privacy', /informativa/],
  ] as const)('registerAffida: %s', async (_name, changes, field, message) => {
    const res = await post(t.app, 'registerAffida', affidaBody(changes));
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[field]).toMatch(message);
  });

  it('a 64-character password is kept exactly', async () => {
    const long = 'Un treno lento da Bari a Trento, 3 caffè e 2 libri di Calvino!!!';
    const body = agencyBody({ password: long, confermaPassword: long });
    expect((await post(t.app, 'register', body)).statusCode).toBe(200);
    expect(sent.at(-1)?.to).toBe(String(body.email).toLowerCase());
  });
});
