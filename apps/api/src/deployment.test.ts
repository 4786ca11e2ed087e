import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { admins, agencies, services } from './db/schema/index';
import { DEMO_CREDENTIALS_FILE } from './db/seed';
import { DEMO_AGENCIES } from './db/seed-data';
import {
  MIGRATE_FILE,
  SERVER_FILE,
  createEmptyPostgres,
  freePort,
  killChildren,
  queryPostgres,
  startNode,
  waitHealthy,
} from './test/processes';

// Decision 025: a deployment fails closed, and any number of processes may start at once.
const PG = process.env.TEST_DATABASE_URL;
const TOKEN_SECRET = 'deployment-test-secret-0123456789-0123456789';
const ADMIN_PASSWORD = 'Password-Di-Avvio-2026!';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  killChildren();
  for (const c of cleanups.splice(0)) await c();
});

/** The environment of a deployment with everything it needs, on a fresh database. */
async function deployment(extra: Record<string, string> = {}) {
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
async function counts(dataDir: string, databaseUrl: string | undefined) {
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

describe('a deployment fails closed', () => {
  it('refuses to start with NODE_ENV=production or a DATABASE_URL and no secrets, listing what is missing in Italian', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      // Refused before any connection is tried: nothing listens on port 1.
      { DATABASE_URL: 'postgres://portale@127.0.0.1:1/portale' },
    ];
    for (const env of envs) {
      const server = startNode(SERVER_FILE, { ...env, PORT: String(await freePort()) });
      expect(await server.exited).toBe(1);
      const out = server.output();
      expect(out).toContain('Configurazione non valida');
      expect(out).toContain('TOKEN_SECRET: obbligatorio in produzione');
      expect(out).toContain('PUBLIC_URL: obbligatorio in produzione');
      expect(out).toContain('SMTP_URL: obbligatorio in produzione');
      expect(out).not.toContain('Portale pronto');
    }
  }, 60_000);

  it('starts on an empty database with no demo data and prints no password', async () => {
    const d = await deployment({ ADMIN_EMAIL: 'Capo@Example.it', ADMIN_PASSWORD });
    const server = startNode(SERVER_FILE, d.env);
    await waitHealthy(d.port, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const out = server.output();
    expect(out).toContain('Portale pronto');
    expect(out).not.toContain(ADMIN_PASSWORD);
    expect(out).not.toMatch(/password/i);
    expect(await counts(d.dataDir, d.databaseUrl)).toEqual({
      admins: ['capo@example.it'],
      agencies: 0,
      services: 0,
    });
  }, 240_000);

  it('seeds demo data only when DEMO_DATA=true, and puts its passwords in a file of DATA_DIR, never in the output', async () => {
    const d = await deployment({ DEMO_DATA: 'true' });
    const server = startNode(SERVER_FILE, d.env);
    await waitHealthy(d.port, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const file = join(d.dataDir, DEMO_CREDENTIALS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const passwords = [...readFileSync(file, 'utf8').matchAll(/password:\s+(\S+)/g)].map(
      (m) => m[1]!,
    );
    expect(passwords).toHaveLength(2);
    const out = server.output();
    for (const p of passwords) expect(out).not.toContain(p);
    expect(out).not.toMatch(/password/i);
    expect(out).toContain(DEMO_CREDENTIALS_FILE);
    const after = await counts(d.dataDir, d.databaseUrl);
    expect(after.admins).toEqual(['admin@demo.example.it']);
    expect(after.agencies).toBe(DEMO_AGENCIES.length);
  }, 240_000);
});

describe('npm run db:migrate', () => {
  it('migrates an empty database and exits; the server then starts on it', async () => {
    const d = await deployment({ DEMO_DATA: 'false' });
    const migrate = startNode(MIGRATE_FILE, d.env);
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toContain('Migrazioni applicate');
    expect(await counts(d.dataDir, d.databaseUrl)).toEqual({
      admins: [],
      agencies: 0,
      services: 0,
    });
    const again = startNode(MIGRATE_FILE, d.env);
    expect(await again.exited).toBe(0);
  }, 120_000);
});

describe.skipIf(!PG)('processes started together on one empty PostgreSQL database', () => {
  async function startThree(extra: Record<string, string>) {
    const first = await deployment(extra);
    const servers = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const env = {
        ...first.env,
        PORT: String(port),
        PUBLIC_URL: 'https://portale.example.it',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-deploy-')),
      };
      servers.push({ port, env });
    }
    // All three spawned before any is waited for.
    const started = servers.map((s) => ({ ...s, proc: startNode(SERVER_FILE, s.env) }));
    await Promise.all(started.map((s) => waitHealthy(s.port, s.proc)));
    for (const s of started) {
      expect((await fetch(`http://127.0.0.1:${s.port}/v2/health`)).status).toBe(200);
    }
    for (const s of started) s.proc.child.kill('SIGTERM');
    for (const s of started) expect(await s.proc.exited).toBe(0);
    return { databaseUrl: first.databaseUrl!, started };
  }

  it('all three come up, and exactly one admin exists', async () => {
    const { databaseUrl, started } = await startThree({
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'capo@example.it',
      ADMIN_PASSWORD,
    });
    const rows = await queryPostgres<{ email: string }>(databaseUrl, 'select email from admins');
    expect(rows.map((r) => r.email)).toEqual(['capo@example.it']);
    const created = started.filter((s) =>
      s.proc.output().includes('amministratore creato da ADMIN_EMAIL'),
    );
    expect(created).toHaveLength(1);
  }, 300_000);

  it('with DEMO_DATA=true all three come up and the demo data is there once', async () => {
    const { databaseUrl, started } = await startThree({ DEMO_DATA: 'true' });
    const [row] = await queryPostgres<{ admins: string; agencies: string }>(
      databaseUrl,
      'select (select count(*) from admins) as admins, (select count(*) from agencies) as agencies',
    );
    expect(Number(row!.admins)).toBe(1);
    expect(Number(row!.agencies)).toBe(DEMO_AGENCIES.length);
    const seeders = started.filter((s) => s.proc.output().includes(DEMO_CREDENTIALS_FILE));
    expect(seeders).toHaveLength(1);
  }, 300_000);

  it('three db:migrate started at once on an empty database all succeed', async () => {
    const d = await deployment();
    const runs = [0, 1, 2].map(() => startNode(MIGRATE_FILE, d.env));
    for (const r of runs) expect(await r.exited, r.output()).toBe(0);
    const [row] = await queryPostgres<{ n: string }>(
      d.databaseUrl!,
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
  }, 120_000);
});
