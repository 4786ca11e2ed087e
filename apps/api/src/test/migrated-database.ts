import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { API_SRC } from '../paths';
import { migratePostgres, openDatabase } from '../db/client';

/**
 * One migrated database per state of the migrations, copied for each test file (decision
 * 085): migrating takes seconds, a copy a fraction of one. The copy is opened with
 * `openDatabase` as before, so the migrator still runs on it and applies whatever a stale
 * copy would lack; the copy only saves the work. Keyed by everything that decides the
 * migrated schema: the migrations, the job queue's settings, the versions of the engines.
 */
const REPO = join(API_SRC, '../../..');
const CACHE = join(REPO, 'node_modules/.cache/portal-test-db');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** An installed package's version (the API's own node_modules first, as Node resolves). */
function versionOf(pkg: string): string {
  const own = join(API_SRC, '../node_modules', pkg, 'package.json');
  const file = existsSync(own) ? own : join(REPO, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

let key: string | undefined;
/** A short hash of what the migrated schema depends on. */
export function migrationsKey(): string {
  if (key) return key;
  const h = createHash('sha256');
  for (const file of [
    ...filesUnder(join(API_SRC, 'db/migrations')),
    join(API_SRC, 'db/job-queue.ts'),
  ]) {
    h.update(file.slice(API_SRC.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const pkg of ['@electric-sql/pglite', 'pg-boss', 'drizzle-orm']) {
    h.update(`${pkg}@${versionOf(pkg)}\0`);
  }
  key = h.digest('hex').slice(0, 16);
  return key;
}

/**
 * PGlite: the data folder of a migrated database, as the tarball `dumpDataDir` writes,
 * made once (by the first test file that needs it) and kept in the cache folder.
 */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const file = join(CACHE, `pglite-${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ pgliteDir: 'memory' });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await client.query('checkpoint');
      const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      mkdirSync(CACHE, { recursive: true });
      // Two files starting at once may both make it: each writes its own, renamed in place.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, tar);
      renameSync(partial, file);
      for (const old of readdirSync(CACHE)) {
        if (/^pglite-[0-9a-f]{16}\.tar$/.test(old) && join(CACHE, old) !== file) {
          rmSync(join(CACHE, old), { force: true });
        }
      }
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The same server's URL with another database. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A lock of the suite's own, on the suite's database, while the template is made. */
const TEMPLATE_LOCK_KEY = 8_085_001;

/**
 * PostgreSQL: the name of a migrated template database beside the suite's database
 * (`<suite database>_tpl_<key>`), made once under an advisory lock; the templates of older
 * migrations are dropped when a new one is made.
 */
export async function migratedTemplate(suiteUrl: string): Promise<string> {
  const base = decodeURIComponent(new URL(suiteUrl).pathname.slice(1)) || 'postgres';
  const name = `${base}_tpl_${migrationsKey()}`;
  await withClient(suiteUrl, async (c) => {
    await c.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_new`;
      await c.query(`drop database if exists ${quote(building)} with (force)`);
      await c.query(`create database ${quote(building)}`);
      await migratePostgres(databaseUrl(suiteUrl, building));
      await c.query(`alter database ${quote(building)} rename to ${quote(name)}`);
      const old = await c.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${base.replace(/[\\_%]/g, '\\$&')}\\_tpl\\_%`, name],
      );
      for (const { datname } of old.rows) {
        await c.query(`drop database if exists ${quote(datname)} with (force)`);
      }
    } finally {
      await c.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/**
 * Creates `name` as a copy of the template. PostgreSQL refuses while anyone is connected to
 * the template: the migrator's connection may take a moment to leave, so this tries again.
 */
export async function createFromTemplate(suiteUrl: string, name: string): Promise<void> {
  const template = await migratedTemplate(suiteUrl);
  await withClient(suiteUrl, async (c) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`create database ${quote(name)} template ${quote(template)}`);
        return;
      } catch (err) {
        // 55006: object_in_use ("source database … is being accessed by other users").
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
        await sleep(100);
      }
    }
  });
}
