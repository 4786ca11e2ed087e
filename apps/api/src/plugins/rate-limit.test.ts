import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { rateLimitKey } from './rate-limit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request limits’ counts (decisions 037, 082)', () => {
  it('count each route’s own limit under its method, pattern and address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/forgotPassword',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'nessuno@example.it' },
    });
    expect(res.statusCode).toBe(200);
    // forgot-password's own budget: 10 a minute.
    const route = t.app.limits.limiter({ points: 10, windowMs: 60_000 });
    const count = await route.read('rl:POST/v2/agenzieUser/forgotPassword-203.0.113.77');
    expect(count?.count).toBe(1);
    expect(count?.msLeft).toBeGreaterThan(59_000);
    // A route with a budget of its own is not counted on the global one too.
    const global = t.app.limits.limiter({ points: t.config.rateLimitPerMinute, windowMs: 60_000 });
    expect(await global.read('rl:203.0.113.77')).toBeUndefined();
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
