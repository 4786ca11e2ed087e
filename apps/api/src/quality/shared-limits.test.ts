import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { PASSWORD, insertAgency } from '../test/fixtures';

// Two apps on one database stand for two processes behind the load balancer (decision 037):
// every limit counts once, however the requests alternate between them. On PostgreSQL each
// app has its own pool, as two processes would; on PGlite both share the one database.
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  const env = { RATE_LIMIT_PER_MINUTE: '3' };
  a = await createTestApp({ env });
  b = await createTestApp({ env, shareDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const alternate = (i: number) => (i % 2 === 0 ? a : b);

describe('limits shared by the processes on one database', () => {
  it('forgot-password: the 11th request in a minute from one address is refused, wherever it lands', async () => {
    // Time stands still for the limits (Date.now), so the whole minute is left to wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12; i++) {
      last = await alternate(i).app.inject({
        method: 'POST',
        url: '/v2/agenzieUser/forgotPassword',
        payload: { email: `nessuno-${i}@example.it` },
        remoteAddress: '10.77.0.1',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(last!.headers['retry-after']).toBe('60');
    expect(last!.headers['x-ratelimit-limit']).toBe('10');
    expect(last!.headers['x-ratelimit-remaining']).toBe('0');
    expect(last!.json()).toMatchObject({
      message: 'Troppe richieste. Riprova tra qualche istante.',
    });
    // Another address has its own allowance.
    const other = await b.app.inject({
      method: 'POST',
      url: '/v2/agenzieUser/forgotPassword',
      payload: { email: 'nessuno@example.it' },
      remoteAddress: '10.77.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a window that has passed starts again', async () => {
    const hit = (i: number) =>
      alternate(i).app.inject({ url: '/v2/health', remoteAddress: '10.77.1.1' });
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await hit(i)).statusCode);
    expect(first).toEqual([200, 200, 200, 429]);
    // The minute passes on the apps' clocks and on the limits' (Date.now, decision 082).
    a.clock.advance(61_000);
    b.clock.advance(61_000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await hit(0)).statusCode).toBe(200);
  });

  it('the global limit counts the API calls of both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await alternate(i).app.inject({ url: '/v2/health', remoteAddress: '10.77.2.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('login: the address is refused on the account at the 6th failure, however the tries alternate', async () => {
    const agency = await insertAgency(a.app.db);
    const url = `/v2/${a.config.productSlug}/user/user_login`;
    const login = (i: number, password: string) =>
      alternate(i).app.inject({
        method: 'POST',
        url,
        payload: { email: agency.email, password },
        remoteAddress: '10.77.3.1',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(i, `Sbagliata-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await login(1, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    // The owner from another address is not locked out.
    const owner = await b.app.inject({
      method: 'POST',
      url,
      payload: { email: agency.email, password: PASSWORD },
      remoteAddress: '10.77.3.2',
    });
    expect(owner.statusCode).toBe(200);
  });
});
