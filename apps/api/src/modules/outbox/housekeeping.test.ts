import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  adminRefreshTokens,
  adminTokenFamilies,
  agencySessions,
  idempotencyKeys,
  oneTimeTokens,
  outbox,
} from '../../db/schema/index';
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

/** Runs the pending housekeeping row, as the hourly worker of one process would. */
async function runHousekeeping() {
  const [pending] = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'housekeeping'), isNull(outbox.sentAt)));
  t.clock.t = Math.max(t.clock.now(), pending!.nextAttemptAt!.getTime());
  await t.drainOutbox();
}

describe('housekeeping (decision 038)', () => {
  it('has one pending run per deployment, however many workers start', async () => {
    await t.app.outbox.start();
    await t.app.outbox.start();
    const pending = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'housekeeping'), isNull(outbox.sentAt)));
    expect(pending).toHaveLength(1);
  });

  it('removes what expired and keeps what is live, then plans the next run an hour later', async () => {
    const agency = await insertAgency(t.app.db);
    const admin = await insertAdmin(t.app.db);
    await runHousekeeping();
    // The next run is due an hour from now: the data below is dated from that moment.
    t.clock.advance(HOUR);
    const now = t.clock.now();

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
    const rows = await t.app.db
      .insert(outbox)
      .values([
        { kind: 'mail', payload: {}, sentAt: at(-31 * DAY) },
        { kind: 'mail', payload: {}, sentAt: at(-29 * DAY) },
        // Never sent (given up): kept for whoever looks into it.
        { kind: 'mail', payload: {}, createdAt: at(-40 * DAY), lastError: 'rifiutata' },
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
    expect(
      ids(
        await db
          .select()
          .from(outbox)
          .where(inArray(outbox.id, ids(rows))),
      ).sort(),
    ).toEqual(ids(rows.slice(1)).sort());
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

    const [next] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'housekeeping'), isNull(outbox.sentAt)));
    expect(next!.nextAttemptAt!.getTime()).toBe(now + HOUR);
    expect(t.logs.some((l) => l.event === 'housekeeping')).toBe(true);
  });
});
