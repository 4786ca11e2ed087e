import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either engine's Drizzle database; queries take this or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw pg pool (PostgreSQL only), for COPY and streaming exports. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory' keeps the database in memory (tests). */
  pgliteDir?: string;
}

/** Opens the database chosen by the configuration and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  // Loaded only when used: PGlite's module alone adds about 45 MB to a PostgreSQL server.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = opts.pgliteDir ?? 'memory';
  let client: InstanceType<typeof PGlite>;
  if (dir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(join(dir));
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pool: undefined,
    close: () => client.close(),
  };
}
