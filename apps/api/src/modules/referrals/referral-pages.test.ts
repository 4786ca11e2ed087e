import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRALS_PAGE, emailKey, phoneKey, type Referral } from '@portal/shared';
import { referrals } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// Every referral can be reached: the lists answer 50 at a time, newest first, and
// `prima` (the last one shown) gives the next ones, so an agency with years of referrals and
// a desk with hundreds to decide lose none (they were cut at 500 before).
let t: TestContext;
const tokens: Record<string, string> = {};
const TOTAL = 2 * REFERRALS_PAGE + 7;
let newestFirst: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const r = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: r.id });
  const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
  tokens.agency = await loginAgency(t.app, agency.email);
  tokens.agent = await loginAgency(t.app, agent.email);
  const admin = await insertAdmin(t.app.db);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
  // Two share a creation time: the order falls back on the id, so no page repeats one.
  const base = t.clock.now() - 1_000_000;
  const rows = await t.app.db
    .insert(referrals)
    .values(
      Array.from({ length: TOTAL }, (_, i) => {
        const email = `cliente.${i}@example.it`;
        const phone = `333 000 ${String(i).padStart(4, '0')}`;
        return {
          agencyId: agency.id,
          name: 'Cliente',
          surname: `N${i}`,
          email,
          phone,
          consent: true,
          emailKey: emailKey(email),
          phoneKey: phoneKey(phone),
          createdAt: new Date(base + (i === 1 ? 0 : i) * 1000),
        };
      }),
    )
    .returning({ id: referrals.id, at: referrals.createdAt });
  newestFirst = rows
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
    .map((x) => x.id);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, who: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v2/${t.config.productSlug}/segnalazioni/${path}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });

async function walk(path: string, who: string, join: '?' | '&') {
  const seen: string[] = [];
  let prima: string | undefined;
  for (let page = 0; page < 5; page++) {
    const res = await get(prima ? `${path}${join}prima=${prima}` : path, who);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<Referral[]>();
    expect(list.length).toBeLessThanOrEqual(REFERRALS_PAGE);
    seen.push(...list.map((r) => r._id));
    if (list.length < REFERRALS_PAGE) return seen;
    prima = list.at(-1)!._id;
  }
  throw new Error('too many pages');
}

describe('the referral lists, page after page', () => {
  it('the agency reaches every one of its referrals once, newest first', async () => {
    expect(await walk('user_fetchAll', 'agency', '?')).toEqual(newestFirst);
  });

  it('so do the linked agent and the admin, in every state', async () => {
    expect(await walk('user_agentFetchAll?stato=tutte', 'agent', '&')).toEqual(newestFirst);
    expect(await walk('admin_fetchAll?stato=nuova', 'admin', '&')).toEqual(newestFirst);
  });

  it('a cursor that is not an id is a 400 in Italian; an unknown one is an empty page', async () => {
    const bad = await get('user_fetchAll?prima=abc', 'agency');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/non valid/i);
    const unknown = await get('user_fetchAll?prima=00000000-0000-4000-8000-000000000000', 'agency');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });
});
