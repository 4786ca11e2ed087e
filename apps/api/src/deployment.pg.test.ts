import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CREDENTIALS_FILE } from './db/seed';
import { DEMO_AGENCIES } from './db/seed-data';
import { ADMIN_PASSWORD, cleanUpDeployments, deployment } from './test/deployment-env';
import {
  MIGRATE_FILE,
  SERVER_FILE,
  freePort,
  queryPostgres,
  startNode,
  waitHealthy,
} from './test/processes';

// Decision 025: any number of processes may start at once on an empty PostgreSQL database.
// This file runs only in the PostgreSQL suite (apps/api/vitest.config.ts).
afterEach(cleanUpDeployments);

describe('processes started together on one empty PostgreSQL database', () => {
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
