import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './test-app';

// Decision 085: a test database is a copy of one migrated database; it must hold what
// migrating an empty one gives, table by table and column by column.
const shape = async (database: TestDatabase) => {
  const { rows } = (await database.db.execute(sql`
    select table_schema || '.' || table_name || '.' || column_name || ':' || data_type as c
    from information_schema.columns
    where table_schema in ('public', 'drizzle', 'pgboss')
    order by 1`)) as unknown as { rows: { c: string }[] };
  return rows.map((r) => r.c);
};

describe('the copied test database', () => {
  let copy: TestDatabase;
  let fresh: TestDatabase;
  // Migrating an empty database is the slow path this design avoids: it gets more time.
  beforeAll(async () => {
    copy = await openTestDatabase();
    fresh = await openTestDatabase({ fresh: true });
  }, 180_000);
  afterAll(async () => {
    await copy.drop();
    await fresh.drop();
  });

  it('holds every table and column that migrating an empty database makes', async () => {
    const columns = await shape(fresh);
    expect(columns.length).toBeGreaterThan(100);
    expect(await shape(copy)).toEqual(columns);
  });

  it('has every migration recorded, and no row of a previous test', async () => {
    const count = async (d: TestDatabase, table: string) =>
      (
        (await d.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await count(copy, 'drizzle.__drizzle_migrations')).toBe(
      await count(fresh, 'drizzle.__drizzle_migrations'),
    );
    expect(await count(copy, 'agencies')).toBe(0);
  });
});
