import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { admins, agencies, services } from '../db/schema/index';
import { createEmptyPostgres, freePort, killChildren } from './processes';

// A deployment's environment for the tests that start real servers (decision 025): on the
// suite's PostgreSQL when TEST_DATABASE_URL is set, else on the embedded database.
const PG = process.env.TEST_DATABASE_URL;
const TOKEN_SECRET = 'deployment-test-secret-0123456789-0123456789';
export const ADMIN_PASSWORD = 'Password-Di-Avvio-2026!';
const cleanups: (() => Promise<void>)[] = [];

/** After each test: the servers it started are killed and its databases dropped. */
export async function cleanUpDeployments() {
  killChildren();
  for (const c of cleanups.splice(0)) await c();
}

/** The environment of a deployment with everything it needs, on a fresh database. */
export async function deployment(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  let databaseUrl: string | undefined;
  if (PG) {
    const db = await createEmptyPostgres(PG);
    cleanups.push(db.drop);
    databaseUrl = db.url;
  }
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TOKEN_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Nothing listens there: these starts send no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  };
  return { port, dataDir, databaseUrl, env };
}

/** Row counts after the server has stopped (PGlite's folder is free again by then). */
export async function counts(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'pgdata') });
  try {
    const n = async (table: typeof admins | typeof agencies | typeof services) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    const emails = (await database.db.select({ email: admins.email }).from(admins)).map(
      (r) => r.email,
    );
    return { admins: emails.sort(), agencies: await n(agencies), services: await n(services) };
  } finally {
    await database.close();
  }
}
