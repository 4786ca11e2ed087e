// Helpers for bench/crash-test.mjs: preparing a database per engine, seeding the three rows
// the writers need, and the final checks (acknowledged ids present, points consistent).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { agencies, referrers } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';

export const ADMIN_PG_URL =
  process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const AGENT_PASSWORD = 'Crash-Test-Password-2026';

/** A free loopback port (asked to the kernel, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Creates an empty database for one engine. Returns { env, open(), cleanup() }:
 * env is what the server needs (DATA_DIR or DATABASE_URL), open() opens it directly.
 */
export async function prepareDatabase(engine) {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    return {
      label: dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: join(dataDir, 'pgdata') }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
  if (name === 'test') throw new Error('never the test database');
  const admin = new pg.Client({ connectionString: ADMIN_PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_PG_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // The server still wants a DATA_DIR for uploads and the generated secret.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-pg-'));
  return {
    label: name,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl }),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: ADMIN_PG_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One referrer, one internal agent and one agency linked to it (same referente). */
export async function seed(prepared) {
  const database = await prepared.open();
  try {
    const u = randomBytes(4).toString('hex');
    const passwordHash = await hashPassword(AGENT_PASSWORD);
    const [ref] = await database.db
      .insert(referrers)
      .values({ codice: `CR-${u}`, nome: 'Giulia', cognome: 'Conti', email: `ref-${u}@example.it` })
      .returning();
    const [agent] = await database.db
      .insert(agencies)
      .values({
        nome: `Agente ${u}`,
        email: `agente-${u}@example.it`,
        passwordHash,
        state: 'CONFERMATO',
        agenteInterno: true,
        slug: `agente-${u}`,
        referenteId: ref.id,
      })
      .returning();
    const [agency] = await database.db
      .insert(agencies)
      .values({
        nome: `Agenzia ${u}`,
        email: `agenzia-${u}@example.it`,
        passwordHash,
        state: 'CONFERMATO',
        slug: `agenzia-${u}`,
        referenteId: ref.id,
      })
      .returning();
    return { agentEmail: agent.email, agencyId: agency.id };
  } finally {
    await database.close();
  }
}

/**
 * Opens the database (server stopped) and checks: every acknowledged id is there with its marker, and every
 * agency's points equal the recomputation from its appointments.
 */
export async function verify(prepared, acknowledged, agencyId) {
  const database = await prepared.open();
  try {
    const res = await database.db.execute(
      sql`select id::text as id, description from appointments where agency_id = ${agencyId}`,
    );
    const present = new Map(res.rows.map((r) => [r.id, r.description]));
    const lost = [...acknowledged.keys()].filter((id) => !present.has(id));
    const wrongMarker = [...acknowledged]
      .filter(([id, m]) => present.has(id) && present.get(id) !== m)
      .map(([id]) => id);
    const pts = await database.db.execute(sql`
      select a.id::text as id, a.points, coalesce((select sum(case
        when p.state = 'Contratto' and p.contratto then 101
        when p.state = 'Fatto Appuntamento' and p.wc then 1
        else 0 end) from appointments p where p.agency_id = a.id), 0)::int as expected
      from agencies a`);
    const badPoints = pts.rows.filter((r) => Number(r.points) !== Number(r.expected));
    return { rowsInDb: present.size, lost, wrongMarker, badPoints };
  } finally {
    await database.close();
  }
}
