import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AffidaRegisterBodySchema,
  REGISTRATION_TEXT,
  RegisterBodySchema,
  isValidPartitaIva,
} from './registration';

const valid = {
  regioneSociale: 'Immobiliare Rossi S.r.l.',
  nome: 'Immobiliare Rossi',
  partitaIva: '01234567897',
  titolare: 'Paolo Rossi',
  email: '  Rossi@Example.IT ',
  provincia: 'rm',
  comune: 'Roma',
  cap: '00184',
  indirizzo: 'Via Cavour 120',
  password: 'Una-Password-Sicura-2026',
  confermaPassword: 'Una-Password-Sicura-2026',
  privacy: true,
};

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

/** Computes the check digit of 10 digits with the Agenzia delle Entrate rule. */
function withCheckDigit(ten: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(ten[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

describe('isValidPartitaIva', () => {
  it('accepts real-format numbers with the right check digit', () => {
    for (const piva of ['01234567897', '12345678903', '07643520567', '02345678904']) {
      expect(isValidPartitaIva(piva)).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong length, letters and all zeros', () => {
    for (const piva of [
      '01234567890',
      '0123456789',
      '012345678970',
      '0123456789A',
      '00000000000',
      '',
    ]) {
      expect(isValidPartitaIva(piva)).toBe(false);
    }
  });

  it('accepts exactly one check digit for any ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (ten) => {
        fc.pre(ten !== '0000000000');
        const good = withCheckDigit(ten);
        expect(isValidPartitaIva(good)).toBe(true);
        const last = Number(good[10]);
        const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== last);
        for (const d of others) expect(isValidPartitaIva(`${ten}${d}`)).toBe(false);
      }),
    );
  });
});

describe('RegisterBodySchema', () => {
  it('normalises e-mail, province and Partita IVA spaces', () => {
    const parsed = RegisterBodySchema.parse({ ...valid, partitaIva: '012 345 678 97' });
    expect(parsed.email).toBe('rossi@example.it');
    expect(parsed.provincia).toBe('RM');
    expect(parsed.partitaIva).toBe('01234567897');
  });

  it('drops fields the client may not set (mass assignment)', () => {
    const parsed = RegisterBodySchema.parse({
      ...valid,
      state: 'CONFERMATO',
      agenteInterno: true,
      _id: 'x',
    });
    expect(parsed).not.toHaveProperty('state');
    expect(parsed).not.toHaveProperty('agenteInterno');
    expect(parsed).not.toHaveProperty('_id');
  });

  it("says 'Password Diverse' on confermaPassword even when other fields are wrong", () => {
    const result = RegisterBodySchema.safeParse({
      ...valid,
      nome: '',
      confermaPassword: 'Altra-Password-2026',
    });
    expect(errorsOf(result)).toMatchObject({
      nome: 'Campo obbligatorio',
      confermaPassword: REGISTRATION_TEXT.passwordMismatch,
    });
  });

  it('names every missing required field in Italian', () => {
    const result = RegisterBodySchema.safeParse({});
    const errors = errorsOf(result);
    for (const field of [
      'regioneSociale',
      'nome',
      'partitaIva',
      'titolare',
      'email',
      'provincia',
      'comune',
      'indirizzo',
      'password',
      'confermaPassword',
      'privacy',
    ]) {
      expect(errors[field], field).toMatch(/[a-zà-ù]/i);
    }
    expect(errors.privacy).toBe('Per registrarti devi accettare l’informativa sulla privacy');
  });

  it('refuses privacy false, a short password, a bad phone, a bad CAP and a bad referrer id', () => {
    const result = RegisterBodySchema.safeParse({
      ...valid,
      privacy: false,
      password: 'corta',
      confermaPassword: 'corta',
      cellulare: 'chiamami',
      cap: '118',
      referente: 'non-un-id',
    });
    expect(errorsOf(result)).toEqual({
      privacy: 'Per registrarti devi accettare l’informativa sulla privacy',
      password: 'La password deve avere almeno 8 caratteri.',
      cellulare: 'Numero di telefono non valido',
      cap: 'CAP non valido: servono 5 cifre',
      referente: 'Referente non valido',
    });
  });

  it('accepts empty optional fields and keeps a 64-character password exactly', () => {
    const long = `${'Ab1-'.repeat(16)}`;
    const parsed = RegisterBodySchema.parse({
      ...valid,
      cellulare: '',
      telefono: '',
      cap: '',
      referente: '',
      password: long,
      confermaPassword: long,
    });
    expect(parsed.password).toBe(long);
    expect(parsed.password).toHaveLength(64);
  });
});

describe('AffidaRegisterBodySchema', () => {
  it("uses 'Password diverse' and does not ask for ragione sociale, titolare, referente", () => {
    const { regioneSociale: _r, titolare: _t, ...affida } = valid;
    expect(AffidaRegisterBodySchema.safeParse(affida).success).toBe(true);
    const result = AffidaRegisterBodySchema.safeParse({
      ...affida,
      confermaPassword: 'diversa-password',
    });
    expect(errorsOf(result)).toEqual({
      confermaPassword: REGISTRATION_TEXT.affidaPasswordMismatch,
    });
  });
});
