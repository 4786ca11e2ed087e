import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../lib/errors';
import { health } from './system.service';

// Decision 025: bounded waits. What health says about each part; the stalls themselves are
// in health.pg.test.ts (PostgreSQL suite).

describe('health names the part that is not well', () => {
  const database = (over: { ping?: () => Promise<void>; poolStalled?: () => boolean }) => ({
    database: {
      kind: 'postgres' as const,
      pool: undefined,
      ping: over.ping ?? (() => Promise.resolve()),
      poolStalled: over.poolStalled ?? (() => false),
    },
  });

  it('ok when the database answers and the pool has connections', async () => {
    expect(await health(database({}))).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('503 naming the database, or the request pool', async () => {
    const down = await health(database({ ping: () => Promise.reject(new Error('giù')) })).catch(
      (e: unknown) => e,
    );
    expect(down).toBeInstanceOf(AppError);
    expect(down).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(Object.keys((down as AppError).details!)).toEqual(['database']);
    const stalled = await health(database({ poolStalled: () => true })).catch((e: unknown) => e);
    expect(stalled).toMatchObject({ status: 503 });
    expect(Object.keys((stalled as AppError).details!)).toEqual(['pool']);
  });

  it('tells a database that cannot serve from a query that is wrong', () => {
    const wrapped = (cause: object) =>
      Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57014' }))).toBe(true); // statement timeout
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
