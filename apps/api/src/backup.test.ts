import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  fixture,
  image,
  multipart,
  pdf,
  serviceData,
} from './modules/services/services-admin.fixtures';
import { totpCode } from './modules/auth/second-factor';
import { TOTP_SECRET } from './test/fixtures';
import {
  BACKUP_FILE,
  RESTORE_FILE,
  SERVER_FILE,
  freePort,
  killChildren,
  startNode,
  waitHealthy,
} from './test/processes';

// R10 (decision 045): `npm run backup` of a stopped server's data folder, then `npm run
// restore` into a new folder: the server started on it holds every agency, appointment
// and uploaded file, and every row of every table is the same.

afterEach(() => killChildren());

const ADMIN = { email: 'admin.backup@example.it', password: 'Backup-Ripristino-2026!' };
const base = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Starts a server on `dataDir` and signs the admin in. A restored folder remembers the code
 * spent before the backup (a code is good once): `restored` signs in with the next one.
 */
async function serve(dataDir: string, restored = false) {
  const port = await freePort();
  const server = startNode(SERVER_FILE, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: TOTP_SECRET,
    LOG_LEVEL: 'warn',
  });
  await waitHealthy(port, server);
  // Password, then the code of the second factor (decision 039).
  const post = (path: string, body: unknown) =>
    fetch(`${base(port)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const step = await post('/v2/admin/login', ADMIN);
  expect(step.status).toBe(200);
  const { mfaToken } = (await step.json()) as { mfaToken: string };
  const login = await post('/v2/admin/login/verify', {
    mfaToken,
    code: totpCode(TOTP_SECRET, Date.now() + (restored ? 30_000 : 0)),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base(port)}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...(init.headers ?? {}) },
    });
  const stop = async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  };
  return { port, server, call, stop };
}

/** What the admin sees: every agency, every appointment (the CSV export), and the files. */
async function holdings(
  call: (path: string, init?: RequestInit) => Promise<Response>,
  files: string[],
) {
  const agencies = await call('/v2/8volante/user/admin_getAll');
  expect(agencies.status).toBe(200);
  const csv = await call('/v2/8volante/appuntamenti/admin_download', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(csv.status).toBe(200);
  const bytes: string[] = [];
  for (const url of files) {
    const res = await call(url);
    expect(res.status).toBe(200);
    bytes.push(Buffer.from(await res.arrayBuffer()).toString('base64'));
  }
  return {
    agencies: (await agencies.json()) as unknown[],
    appointments: await csv.text(),
    files: bytes,
  };
}

/**
 * Every row of every table, as text, sorted: two databases hold the same data or not. The
 * job queue (pg-boss's schema, decision 061) included: pending mail and the schedule.
 */
async function tableRows(pgdata: string) {
  const db = new PGlite(pgdata);
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE'
        order by 1`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await db.query<{ r: string }>(
        `select t::text as r from ${name} t order by 1`,
      );
      out[name] = rows.map((x) => x.r);
    }
    return out;
  } finally {
    await db.close();
  }
}

/** Relative path → bytes of every file under `dir`. */
function files(dir: string, root = dir, out: Record<string, string> = {}) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files(full, root, out);
    else out[relative(root, full)] = readFileSync(full).toString('base64');
  }
  return out;
}

const run = async (file: string, env: Record<string, string>, args: string[]) => {
  const p = startNode(file, { LOG_LEVEL: 'warn', ...env }, { args });
  return { code: await p.exited, output: p.output() };
};

describe('npm run backup / npm run restore', () => {
  it('round-trips the embedded data folder: the restored server holds every agency, appointment and upload', async () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    const original = join(work, 'dati');
    const restored = join(work, 'ripristinati');
    const archive = join(work, 'salvataggi', 'portale.tar.gz');

    const a = await serve(original);
    // An uploaded image and PDF, through the admin's own route.
    const body = multipart(serviceData(), [image(fixture('foto.jpg')), pdf(fixture('scheda.pdf'))]);
    const added = await a.call('/v2/8volante/servizi/admin_add', {
      method: 'POST',
      headers: body.headers,
      body: body.payload,
    });
    expect(added.status).toBe(200);
    const service = (await added.json()) as { image: string; pdf: string };
    const uploads = [service.image, service.pdf];
    const before = await holdings(a.call, uploads);
    expect(before.agencies.length).toBeGreaterThan(0);
    expect(before.appointments.split('\n').length).toBeGreaterThan(2);

    // Refused while the server runs: the folder is in use.
    const refused = await run(BACKUP_FILE, { DATA_DIR: original }, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('il server è in esecuzione');
    expect(existsSync(archive)).toBe(false);

    await a.stop();
    const saved = await run(BACKUP_FILE, { DATA_DIR: original }, [archive]);
    expect(saved.output).toContain('Backup completato e verificato');
    expect(saved.code).toBe(0);
    // A standard tar reads it: the manifest first, then the data folder (decision 090).
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n');
    expect(listed.slice(0, 2)).toEqual(['manifest.json', 'data/']);
    expect(listed).toEqual(expect.arrayContaining(['data/pgdata/', 'data/pgdata/PG_VERSION']));

    const back = await run(RESTORE_FILE, { DATA_DIR: restored }, [archive]);
    expect(back.output).toContain('Ripristino completato');
    expect(back.code).toBe(0);
    // Once there, it is not overwritten without --force.
    const again = await run(RESTORE_FILE, { DATA_DIR: restored }, [archive]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('non è vuota');

    expect(files(restored)).toEqual(files(original));
    const rows = await tableRows(join(original, 'pgdata'));
    expect(rows['pgboss.schedule']?.join()).toContain('housekeeping');
    expect(await tableRows(join(restored, 'pgdata'))).toEqual(rows);

    const b = await serve(restored, true);
    expect(await holdings(b.call, uploads)).toEqual(before);
    await b.stop();
  }, 400_000);

  it('refuses a damaged archive and one that is not a backup, writing nothing', async () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-backup-bad-'));
    const original = join(work, 'dati');
    const a = await serve(original);
    await a.stop();
    const archive = join(work, 'portale.tar.gz');
    expect((await run(BACKUP_FILE, { DATA_DIR: original }, [archive])).code).toBe(0);

    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = join(work, 'danneggiato.tar.gz');
    writeFileSync(damaged, bytes);
    const target = join(work, 'nuova');
    const bad = await run(RESTORE_FILE, { DATA_DIR: target }, [damaged]);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(
      /Ripristino non riuscito: (archivio danneggiato|somma di controllo)/,
    );
    expect(readdirSync(target)).toEqual([]);

    const other = join(work, 'altro.tar.gz');
    writeFileSync(other, 'non sono un backup');
    const notBackup = await run(RESTORE_FILE, { DATA_DIR: target }, [other]);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('Ripristino non riuscito');
    expect(readdirSync(target)).toEqual([]);
  }, 300_000);
});
