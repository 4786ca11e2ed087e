import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { POINTS_RULE_VERSION } from '@portal/shared';
import { agencies, ruleVersions } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency } from '../../test/fixtures';
import { insertAppointments } from './appointments.fixtures';

// Decision 088: the stored contest totals follow the points rule of the code that starts.
// A database whose totals an older rule summed (an older version recorded, other totals)
// has every total recomputed at start and the version recorded; the next start does nothing.

const started: TestContext[] = [];
let first: TestContext;
const ids: string[] = [];

beforeAll(async () => {
  first = await createTestApp();
  started.push(first);
  for (const seeds of [
    [
      { state: 'Contratto', contratto: true },
      { state: 'Fatto Appuntamento', wc: true },
    ],
    [
      { state: 'Fatto Appuntamento', wc: true },
      { state: 'Inserito', wc: true },
    ],
    [],
  ] as const) {
    const agency = await insertAgency(first.app.db);
    if (seeds.length > 0) await insertAppointments(first.app.db, agency.id, [...seeds]);
    ids.push(agency.id);
  }
});
afterAll(async () => {
  for (const t of started.reverse()) await t.close();
});

/** Starts another app on the first one's database, as a new server process would. */
async function start() {
  const t = await createTestApp({ shareDatabaseOf: first });
  started.push(t);
  return t;
}

const db = () => first.app.db;
async function totals() {
  const rows = await db()
    .select({ id: agencies.id, points: agencies.points })
    .from(agencies)
    .where(inArray(agencies.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.points);
}
async function storedVersion() {
  const [row] = await db()
    .select({ version: ruleVersions.version })
    .from(ruleVersions)
    .where(eq(ruleVersions.rule, 'points'));
  return row?.version;
}
/** What an older rule left: other totals, and its version recorded beside them. */
async function leftByOlderRule(version: number | undefined, points: number[]) {
  for (const [i, id] of ids.entries()) {
    await db().update(agencies).set({ points: points[i]! }).where(eq(agencies.id, id));
  }
  await db().delete(ruleVersions).where(eq(ruleVersions.rule, 'points'));
  if (version !== undefined) await db().insert(ruleVersions).values({ rule: 'points', version });
}
const recomputedLogs = (t: TestContext) =>
  t.logs.filter((l) => String(l.msg).startsWith('punti del concorso ricalcolati'));

describe('a change to the points rule recomputes the stored totals at start', () => {
  it('a new database records the rule of this code, and its totals follow it', async () => {
    expect(await storedVersion()).toBe(POINTS_RULE_VERSION);
    expect(await totals()).toEqual([102, 1, 0]);
    expect(recomputedLogs(first)).toEqual([]);
  });

  it('totals of an older rule are recomputed at start, once', async () => {
    // As if the older rule had given 200 for a contract and 2 for a visit with wc, and a
    // total had gone stale besides.
    await leftByOlderRule(POINTS_RULE_VERSION - 1, [202, 2, 7]);
    expect(await totals()).toEqual([202, 2, 7]);

    const second = await start();
    expect(await totals()).toEqual([102, 1, 0]);
    expect(await storedVersion()).toBe(POINTS_RULE_VERSION);
    expect(recomputedLogs(second)).toMatchObject([
      { from: POINTS_RULE_VERSION - 1, to: POINTS_RULE_VERSION },
    ]);

    // The next start reads the version and leaves the totals alone, even a wrong one.
    await db().update(agencies).set({ points: 55 }).where(eq(agencies.id, ids[2]!));
    const third = await start();
    expect(await totals()).toEqual([102, 1, 55]);
    expect(recomputedLogs(third)).toEqual([]);
  });

  it('a database that records no version is recomputed too', async () => {
    await leftByOlderRule(undefined, [0, 0, 9]);
    const t = await start();
    expect(await totals()).toEqual([102, 1, 0]);
    expect(await storedVersion()).toBe(POINTS_RULE_VERSION);
    expect(recomputedLogs(t)).toMatchObject([{ from: null, to: POINTS_RULE_VERSION }]);
  });
});
