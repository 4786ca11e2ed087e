import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/test-app';
import { rateLimitKey } from './rate-limit';

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

describe('the address a request is counted under', () => {
  it('is the address as the plugin normalises it, an IPv6 address by its /64', () => {
    expect(rateLimitKey({ ip: '203.0.113.77' })).toBe('203.0.113.77');
    expect(rateLimitKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(
      rateLimitKey({ ip: '2001:db8:1:2::9' }),
    );
    expect(rateLimitKey({ ip: '::ffff:203.0.113.77' })).toBe('203.0.113.77');
  });

  it('is one shared key, not an exception, when the client left before its address was read', () => {
    expect(rateLimitKey({ ip: undefined })).toBe('indirizzo-sconosciuto');
  });
});
