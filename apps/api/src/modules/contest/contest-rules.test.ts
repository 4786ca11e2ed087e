import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ContestSettings, PublicContestRules } from '@portal/shared';
import { CONTEST_PRIZES_MAX } from '@portal/shared';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';

// The prizes of the contest settings and the public contest rules page's data (decision 111).
let t: TestContext;
let admin = '';
const P = () => `/v2/${t.config.productSlug}/contest`;

const save = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `${P()}/admin_settings`,
    headers: { authorization: `Bearer ${admin}` },
    payload,
  });
const rules = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${P()}/public_rules`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t.app, (await insertAdmin(t.app.db)).email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('contest rules (public)', () => {
  it('before any save: no end date, no prizes, no date of the rules, for anyone', async () => {
    const agency = await loginAgency(t.app, (await insertAgency(t.app.db)).email);
    for (const token of [undefined, agency, admin]) {
      const res = await rules(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ endAt: null, prizes: [], updatedAt: null });
    }
  });

  it('shows the end date and the prizes the admin saved, a line each, blank lines left out', async () => {
    const endAt = '2027-03-31T21:59:00.000Z';
    const res = await save({
      endAt,
      anonymous: true,
      prizes: '  1° premio: un buono viaggio da 1.000 €\r\n\n2° premio: un tablet  \n   \n',
    });
    expect(res.statusCode).toBe(200);
    // The admin reads the text as saved (trimmed at both ends).
    expect(res.json<ContestSettings>().prizes).toBe(
      '1° premio: un buono viaggio da 1.000 €\r\n\n2° premio: un tablet',
    );
    const body = (await rules()).json<PublicContestRules>();
    expect(body.endAt).toBe(endAt);
    expect(body.prizes).toEqual(['1° premio: un buono viaggio da 1.000 €', '2° premio: un tablet']);
    expect(body.updatedAt).not.toBeNull();
    // Nothing about agencies or the admin leaves the public route.
    expect(Object.keys(body).sort()).toEqual(['endAt', 'prizes', 'updatedAt']);
  });

  it('keeps the saved prizes when a save leaves them out, and audits a change of them', async () => {
    const kept = await save({ endAt: null, anonymous: false });
    expect(kept.statusCode).toBe(200);
    expect((await rules()).json<PublicContestRules>().prizes).toHaveLength(2);
    const changed = await save({ endAt: null, anonymous: false, prizes: 'Un weekend per due' });
    const id = changed.json<ContestSettings>()._id!;
    const trail = await t.app.inject({
      method: 'GET',
      url: `/v2/${t.config.productSlug}/user/admin_audit/contest/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const [latest] = trail.json<AuditEntry[]>();
    expect(latest!.changes).toEqual([
      {
        field: 'prizes',
        old: '1° premio: un buono viaggio da 1.000 €\r\n\n2° premio: un tablet',
        new: 'Un weekend per due',
      },
    ]);
  });

  it('refuses prizes too long or not text with an Italian message, and saves nothing', async () => {
    const long = await save({
      endAt: null,
      anonymous: false,
      prizes: 'x'.repeat(CONTEST_PRIZES_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(`Al massimo ${CONTEST_PRIZES_MAX} caratteri`);
    const wrong = await save({ endAt: null, anonymous: false, prizes: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Premi non validi/);
    expect((await rules()).json<PublicContestRules>().prizes).toEqual(['Un weekend per due']);
    // At the limit it is saved.
    const full = await save({
      endAt: null,
      anonymous: false,
      prizes: 'y'.repeat(CONTEST_PRIZES_MAX),
    });
    expect(full.statusCode).toBe(200);
  });

  it('an agency cannot save the prizes', async () => {
    const agency = await loginAgency(t.app, (await insertAgency(t.app.db)).email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${P()}/admin_settings`,
      headers: { authorization: `Bearer ${agency}` },
      payload: { endAt: null, anonymous: false, prizes: 'Tutto a me' },
    });
    expect(res.statusCode).toBe(401);
    expect((await rules()).json<PublicContestRules>().prizes).toEqual([
      'y'.repeat(CONTEST_PRIZES_MAX),
    ]);
  });
});
