import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { jobs } from './job-table';

// Decision 061: a database still holding the outbox of decision 038 (migrations up to 0019)
// gets its pending rows moved into pg-boss at start-up, before migration 0020 drops the table.
// Runs on PGlite (a data folder opened twice) and, with TEST_DATABASE_URL, on PostgreSQL.
const url = process.env.TEST_DATABASE_URL;
const outboxSql = readFileSync(
  new URL('./migrations/0005_outbox_mail_and_jobs.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

let name: string | undefined;
const open = async (): Promise<Database> => {
  if (!url) return openDatabase({ pgliteDir: dir });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return openDatabase({ databaseUrl: u.toString() });
};
const dir = mkdtempSync(join(tmpdir(), 'portal-jobs-'));

afterAll(async () => {
  if (url && name) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  }
});

describe('the outbox of decision 038 at the first start of decision 061', () => {
  it('moves the pending rows into the queue, once, and drops the table', async () => {
    if (url) {
      name = `portal_t_move_${process.pid}`;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
    }
    // A database as the previous release left it: the outbox back, migration 0020 not applied.
    let database = await open();
    const later = new Date(Date.now() + 60 * 60_000);
    try {
      for (const statement of outboxSql) await database.db.execute(sql.raw(statement));
      await database.db.execute(sql`
        insert into outbox (kind, payload, next_attempt_at, sent_at, last_error) values
          ('mail', '{"to":"attesa@example.it","subject":"In attesa"}', now(), null, null),
          ('registration', '{"email":"nuova@example.it"}', ${later.toISOString()}::timestamptz, null, 'giù'),
          ('mail', '{"subject":"Partita"}', null, now(), null),
          ('mail', '{"to":"abbandonata@example.it"}', null, null, 'rifiutata'),
          ('housekeeping', '{}', now(), null, null)`);
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
    } finally {
      await database.close();
    }

    database = await open();
    try {
      const moved = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.name} in ('mail', 'registration', 'housekeeping')`)
        .orderBy(jobs.name);
      expect(moved.map((j) => [j.name, j.state, j.data])).toEqual([
        ['mail', 'created', { to: 'attesa@example.it', subject: 'In attesa' }],
        ['registration', 'created', { email: 'nuova@example.it' }],
      ]);
      // Still due when it was: an hour from now.
      expect(moved[1]!.startAfter.getTime()).toBe(later.getTime());
      const table = await database.db.execute(sql`select to_regclass('public.outbox') as t`);
      expect((table as unknown as { rows: { t: unknown }[] }).rows[0]!.t).toBeNull();
    } finally {
      await database.close();
    }

    // A third start finds nothing more to move.
    database = await open();
    try {
      expect(await database.db.select().from(jobs)).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
