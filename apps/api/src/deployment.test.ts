import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CREDENTIALS_FILE } from './db/seed';
import { DEMO_AGENCIES } from './db/seed-data';
import { ADMIN_PASSWORD, cleanUpDeployments, counts, deployment } from './test/deployment-env';
import { MIGRATE_FILE, SERVER_FILE, freePort, startNode, waitHealthy } from './test/processes';

// Decision 025: a deployment fails closed; several processes at once on PostgreSQL are in
// deployment.pg.test.ts (PostgreSQL suite).
afterEach(cleanUpDeployments);

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
