import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request limits’ counters (decision 037)', () => {
  it('count each route’s own limit under its method, pattern and address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/forgotPassword',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'nessuno@example.it' },
    });
    expect(res.statusCode).toBe(200);
    const keys = (await t.app.db.select({ key: rateCounters.key }).from(rateCounters)).map(
      (r) => r.key,
    );
    expect(keys).toContain('rl:POST/v2/agenzieUser/forgotPassword-203.0.113.77');
    expect(keys.filter((k) => k.includes('[object Object]'))).toEqual([]);
  });
});
