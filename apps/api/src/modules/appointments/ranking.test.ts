import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';
import { contratti, fatti, insertAppointments } from './appointments.fixtures';

// A database of its own: the ranking counts every agency in it.
let t: TestContext;
const url = () => `/v2/${t.config.productSlug}/appuntamenti/user_getPosition`;
const position = async (email: string) => {
  const token = await loginAgency(t.app, email);
  return t.app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${token}` } });
};

const ranked: Record<string, { id: string; email: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  // points: first 505, second and third 404 (tie), fourth 403, low 150, zero 0.
  const plan: [string, () => Parameters<typeof insertAppointments>[2]][] = [
    ['first', () => contratti(5)],
    ['second', () => [...contratti(4), ...fatti(0)]],
    ['third', () => contratti(4)],
    ['fourth', () => [...contratti(3), ...fatti(100)]],
    ['low', () => [...contratti(1), ...fatti(49)]],
    ['zero', () => []],
  ];
  for (const [key, seeds] of plan) {
    const a = await insertAgency(t.app.db);
    if (seeds().length > 0) await insertAppointments(t.app.db, a.id, seeds());
    ranked[key] = { id: a.id, email: a.email };
  }
  // An internal agent with more points than anyone is not in the ranking.
  const agent = await insertAgency(t.app.db, { agenteInterno: true });
  await insertAppointments(t.app.db, agent.id, contratti(9));
  ranked.agent = { id: agent.id, email: agent.email };
});
afterAll(async () => {
  await t.close();
});

describe('user_getPosition: ties share a place (1, 2, 2, 4), internal agents excluded', () => {
  it('answers position and total for each agency at 400 points or more', async () => {
    const expected: Record<string, number> = { first: 1, second: 2, third: 2, fourth: 4 };
    for (const [key, place] of Object.entries(expected)) {
      const res = await position(ranked[key]!.email);
      expect(res.statusCode, key).toBe(200);
      // five agencies have scored and are ranked; neither the one at 0 points nor the
      // internal agent is counted
      expect(res.json(), key).toEqual({ position: place, total: 5 });
    }
  });

  it('refuses below 400 points with an Italian message', async () => {
    const res = await position(ranked.low!.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('La classifica si sblocca a 400 punti: ora ne hai 150.');
    expect((await position(ranked.zero!.email)).statusCode).toBe(403);
  });

  it('refuses an internal agent whatever its points', async () => {
    const res = await position(ranked.agent!.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/agenti interni/);
  });

  it('exactly 400 points unlocks the ranking', async () => {
    const a = await insertAgency(t.app.db);
    await insertAppointments(t.app.db, a.id, [...contratti(3), ...fatti(97)]);
    const res = await position(a.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ position: 5, total: 6 });
  });
});
