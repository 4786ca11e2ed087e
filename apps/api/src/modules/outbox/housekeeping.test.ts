import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  adminRefreshTokens,
  adminTokenFamilies,
  agencySessions,
  exportLinks,
  idempotencyKeys,
  oneTimeTokens,
} from '../../db/schema/index';
import { QUEUES, QUEUE_SETTINGS } from '../../db/job-queue';
import { HOUSEKEEPING_CRON } from './outbox.worker';
import { insertAdmin, insertAgency } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer: { send: async () => {}, close: () => {} } } });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(t.clock.now() + offsetMs);
const ids = <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id);

/**
 * Runs housekeeping as pg-boss's schedule does at the hour: a job of the `housekeeping`
 * queue, taken by one process (the tests turn pg-boss's own timers off).
 */
async function runHousekeeping() {
  await t.app.outbox.enqueue('housekeeping', {});
  await t.drainOutbox();
}

describe('housekeeping (decisions 038, 061)', () => {
  it('has one schedule per deployment, however many workers start: every hour', async () => {
    await t.app.outbox.start();
    await t.app.outbox.start();
    const schedules = await t.app.outbox.boss.getSchedules('housekeeping');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.cron).toBe(HOUSEKEEPING_CRON);
    expect(HOUSEKEEPING_CRON).toBe('0 * * * *');
  });

  it('removes what expired and keeps what is live', async () => {
    const agency = await insertAgency(t.app.db);
    const admin = await insertAdmin(t.app.db);
    await runHousekeeping();
    t.clock.advance(HOUR);

    const sessions = await t.app.db
      .insert(agencySessions)
      .values([
        { agencyId: agency.id, expiresAt: at(-1000) },
        { agencyId: agency.id, expiresAt: at(HOUR) },
      ])
      .returning();
    const families = await t.app.db
      .insert(adminTokenFamilies)
      .values([
        {
          adminId: admin.id,
          createdAt: at(-t.config.adminSessionMaxMs - HOUR),
          revokedAt: at(-HOUR),
        },
        { adminId: admin.id, createdAt: at(-HOUR) },
      ])
      .returning();
    const live = families[1]!.id;
    const refresh = await t.app.db
      .insert(adminRefreshTokens)
      .values([
        { familyId: live, tokenHash: randomUUID(), expiresAt: at(-1000), usedAt: at(-2 * HOUR) },
        { familyId: live, tokenHash: randomUUID(), expiresAt: at(HOUR) },
      ])
      .returning();
    const links = await t.app.db
      .insert(oneTimeTokens)
      .values([
        { kind: 'reset', agencyId: agency.id, tokenHash: randomUUID(), expiresAt: at(-8 * DAY) },
        {
          kind: 'verify',
          agencyId: agency.id,
          tokenHash: randomUUID(),
          expiresAt: at(-9 * DAY),
          usedAt: at(-10 * DAY),
        },
        // Expired yesterday: kept a week, so the page can still say "scaduto".
        { kind: 'reset', agencyId: agency.id, tokenHash: randomUUID(), expiresAt: at(-DAY) },
        { kind: 'verify', agencyId: agency.id, tokenHash: randomUUID(), expiresAt: at(HOUR) },
      ])
      .returning();
    const key = (createdAt: Date) => ({
      caller: 'public',
      route: 'register',
      key: randomUUID(),
      fingerprint: 'x',
      createdAt,
    });
    const keys = await t.app.db
      .insert(idempotencyKeys)
      .values([key(at(-25 * HOUR)), key(at(-HOUR))])
      .returning();

    await runHousekeeping();

    const db = t.app.db;
    expect(
      ids(
        await db
          .select()
          .from(agencySessions)
          .where(inArray(agencySessions.id, ids(sessions))),
      ),
    ).toEqual([sessions[1]!.id]);
    expect(
      ids(
        await db
          .select()
          .from(adminTokenFamilies)
          .where(inArray(adminTokenFamilies.id, ids(families))),
      ),
    ).toEqual([live]);
    expect(
      ids(
        await db
          .select()
          .from(adminRefreshTokens)
          .where(inArray(adminRefreshTokens.id, ids(refresh))),
      ),
    ).toEqual([refresh[1]!.id]);
    expect(
      ids(
        await db
          .select()
          .from(oneTimeTokens)
          .where(inArray(oneTimeTokens.id, ids(links))),
      ).sort(),
    ).toEqual(ids(links.slice(2)).sort());
    const keysLeft = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          keys.map((k) => k.key),
        ),
      );
    expect(keysLeft.map((k) => k.key)).toEqual([keys[1]!.key]);
    expect(t.logs.some((l) => l.event === 'housekeeping')).toBe(true);
  });

  it('removes every admin’s export links older than a day', async () => {
    const admins = [await insertAdmin(t.app.db), await insertAdmin(t.app.db)];
    const link = (adminId: string, createdAt: Date) => ({
      tokenHash: randomUUID(),
      adminId,
      kind: 'agenzieCsv' as const,
      params: {},
      totalRows: 1,
      expiresAt: new Date(createdAt.getTime() + 60_000),
      createdAt,
    });
    const links = await t.app.db
      .insert(exportLinks)
      .values([
        link(admins[0]!.id, at(-25 * HOUR)),
        link(admins[1]!.id, at(-25 * HOUR)),
        link(admins[1]!.id, at(-HOUR)),
      ])
      .returning();
    await runHousekeeping();
    const left = await t.app.db
      .select()
      .from(exportLinks)
      .where(inArray(exportLinks.id, ids(links)));
    expect(ids(left)).toEqual([links[2]!.id]);
  });

  it('vacuums the embedded database, which has no autovacuum; PostgreSQL vacuums itself', async () => {
    await runHousekeeping();
    const [row] = await t.app.db
      .select({ lastVacuum: sql<string | null>`last_vacuum` })
      .from(sql`pg_stat_user_tables`)
      .where(sql`relname = 'rate_limits'`);
    const vacuumed = row !== undefined && row.lastVacuum !== null;
    expect(vacuumed).toBe(t.app.dbKind === 'pglite');
  });

  it('leaves finished jobs to pg-boss, which deletes them 30 days after they finish', async () => {
    for (const name of QUEUES) {
      const queue = await t.app.outbox.boss.getQueue(name);
      expect(queue).toMatchObject({
        deleteAfterSeconds: (30 * DAY) / 1000,
        retentionSeconds: QUEUE_SETTINGS.retentionSeconds,
      });
    }
  });
});
