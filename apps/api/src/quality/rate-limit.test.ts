import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

// The global request limit guards the API; the app's own files and pages are never
// counted (a page needs about twenty of them).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t.close();
});

describe('global request limit', () => {
  it('counts API calls per address and answers the fourth with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ url: '/v2/health', remoteAddress: '10.99.0.1' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers['retry-after']).toBeDefined();
    expect(last!.json()).toMatchObject({
      message: 'Troppe richieste. Riprova tra qualche istante.',
    });
  });

  it('never limits what is not the API', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ url: '/widget/demo', remoteAddress: '10.99.0.2' });
      expect(res.statusCode).toBe(200);
    }
    // …and the API still has its own allowance for that address.
    expect((await t.app.inject({ url: '/v2/health', remoteAddress: '10.99.0.2' })).statusCode).toBe(
      200,
    );
  });

  it('sends no limit headers on an answer within the limit', async () => {
    const res = await t.app.inject({ url: '/v2/health', remoteAddress: '10.99.0.3' });
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });
});
