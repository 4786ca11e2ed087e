import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_CONSAP_CONDITIONS, mortgage, type ToolDefaults } from '@portal/shared';
import { mortgageConditions } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, loginAdmin } from '../../test/fixtures';
import { conditionsBody, conditionsValues } from './mortgage-conditions.fixtures';

// The Consap Fund's rules and the variable rate in the admin's dated conditions (decision
// 116): validated with Italian messages, public through the calculators' parameters, an end
// date in the past allowed (the Piano then says the Fund is not in force), and rows saved
// before the rules existed take decisions.md's figures. The test clock starts on 21 November
// 2026, 11:00 in Rome.

let t: TestContext;
let admin: Record<string, string>;
let adminId: string;
const url = '/v2/admin/condizioni-mutuo';

beforeAll(async () => {
  t = await createTestApp();
  const a = await insertAdmin(t.app.db, { name: 'Carla', surname: 'Verdi' });
  adminId = a.id;
  admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.email)).accessToken}` };
});
afterAll(async () => {
  await t.close();
});

const add = (payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const parametri = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/v2/${t.config.productSlug}/strumenti/parametri` })
  ).json<ToolDefaults>();
const consap = (patch: object) => ({ ...DEFAULT_CONSAP_CONDITIONS, ...patch });
const cases = DEFAULT_CONSAP_CONDITIONS.cases;

describe('validation of the Consap rules and the variable rate', () => {
  it.each([
    [
      { consap: consap({ excludedCategories: ['A/10'] }) },
      'Scegli le categorie catastali escluse tra A/1 e A/11, senza ripetizioni',
    ],
    [
      { consap: consap({ excludedCategories: ['A/1', 'A/1'] }) },
      'Scegli le categorie catastali escluse tra A/1 e A/11, senza ripetizioni',
    ],
    [
      { consap: consap({ basePercent: 0 }) },
      'La percentuale di garanzia deve essere un numero intero tra 1 e 100 %',
    ],
    [
      {
        consap: consap({
          cases: { ...cases, children4: { iseeMaxCents: 4_500_000, percent: 101 } },
        }),
      },
      'La percentuale di garanzia deve essere un numero intero tra 1 e 100 %',
    ],
    [
      { consap: consap({ cases: { ...cases, priority: { iseeMaxCents: -1, percent: 80 } } }) },
      'La soglia ISEE deve essere tra 0 e 200.000 €',
    ],
    [
      {
        consap: consap({
          cases: { ...cases, children5: { iseeMaxCents: 5_000_000, percent: 40 } },
        }),
      },
      'La garanzia più alta non può essere inferiore a quella di base',
    ],
    [
      { consap: consap({ higherAboveLtvPercent: 101 }) },
      'Il rapporto mutuo/prezzo oltre il quale sale la garanzia deve essere tra 50 e 100 %',
    ],
    [
      { consap: consap({ endDate: '31/12/2027' }) },
      'Indica la data di fine del Fondo Consap (gg/mm/aaaa), tra il 2020 e il 2099',
    ],
    [
      { consap: consap({ endDate: '2027-02-30' }) },
      'Indica la data di fine del Fondo Consap (gg/mm/aaaa), tra il 2020 e il 2099',
    ],
    [
      { consap: consap({ endDate: '2100-01-01' }) },
      'Indica la data di fine del Fondo Consap (gg/mm/aaaa), tra il 2020 e il 2099',
    ],
    [
      { variableTanBps: 1600 },
      'Il TAN variabile deve essere tra 0 e 15 %, o vuoto se non lo offri',
    ],
    [{ variableTanBps: 2.5 }, 'Il TAN variabile deve essere tra 0 e 15 %, o vuoto se non lo offri'],
  ])('refuses %j with an Italian message (400), nothing saved', async (patch, message) => {
    const res = await add({ effectiveFrom: '2026-11-21', values: conditionsValues(patch) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await t.app.db.$count(mortgageConditions)).toBe(0);
  });

  it('refuses a change without the rules (they are part of every change) and unknown keys', async () => {
    const { consap: _dropped, ...withoutRules } = conditionsValues();
    const res = await add({ effectiveFrom: '2026-11-21', values: withoutRules });
    expect(res.statusCode).toBe(400);
    const extra = await add({
      effectiveFrom: '2026-11-21',
      values: conditionsValues({ consap: { ...DEFAULT_CONSAP_CONDITIONS, spread: 1 } as never }),
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the rules reach the calculators', () => {
  it('before any change: decisions.md’s rules and no variable rate', async () => {
    expect(await parametri()).toMatchObject({
      consap: mortgage.DEFAULT_CONSAP_RULES,
      variableAnnualRate: null,
    });
  });

  it('a change effective today: its rules, its end date (even past) and its variable rate', async () => {
    const res = await add(
      conditionsBody('2026-11-21', {
        consapMaxLoanCents: 30_000_000,
        consap: consap({ endDate: '2026-11-20', excludedCategories: ['A/1'] }),
        variableTanBps: 285,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = await parametri();
    expect(p.variableAnnualRate).toBe(0.0285);
    expect(p.consap).toEqual({
      ...mortgage.DEFAULT_CONSAP_RULES,
      maxLoanCents: 30_000_000,
      excludedCategories: ['A/1'],
      endDate: '2026-11-20',
    });
    // The check with these rules says the Fund has ended, without a code change.
    const answer = mortgage.consapCheck({
      facts: {
        firstHome: true,
        category: 'A/2',
        priority: 'none',
        iseeCents: null,
        youngestAge: null,
      },
      loanCents: 20_000_000,
      priceCents: 25_000_000,
      rules: p.consap,
      today: '2026-11-21',
    });
    expect(answer.status).toBe('notInForce');
  });

  it('a second change the same day replaces the first, as every change does', async () => {
    const res = await add(
      conditionsBody('2026-11-21', {
        consap: consap({ endDate: '2028-12-31' }),
        variableTanBps: null,
      }),
    );
    expect(res.statusCode).toBe(200);
    const p = await parametri();
    expect(p.consap.endDate).toBe('2028-12-31');
    expect(p.variableAnnualRate).toBeNull();
  });
});

describe('conditions saved before the rules existed', () => {
  it('the migration gives them decisions.md’s rules and no variable rate', async () => {
    const { consap: _c, variableTanBps: _v, ...old } = conditionsValues();
    const [row] = await t.app.db
      .insert(mortgageConditions)
      .values({
        values: old as never,
        effectiveFrom: '2026-11-21',
        adminId,
        createdAt: new Date(t.clock.now() + 1000),
      })
      .returning();
    const migration = readFileSync(
      new URL('../../db/migrations/0031_consap_rules_and_variable_rate.sql', import.meta.url),
      'utf8',
    );
    await t.app.db.execute(sql.raw(migration));
    const [after] = await t.app.db
      .select()
      .from(mortgageConditions)
      .where(sql`id = ${row!.id}`);
    expect(after!.values).toEqual({
      ...old,
      consap: DEFAULT_CONSAP_CONDITIONS,
      variableTanBps: null,
    });
    // The row is the one in force (saved last today) and parses: its rules reach the Piano.
    expect((await parametri()).consap).toEqual(mortgage.DEFAULT_CONSAP_RULES);
  });
});
