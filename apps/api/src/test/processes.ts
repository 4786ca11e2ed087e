import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Real server processes for the tests that need them (start-up, shutdown, log pipe). */
export const SERVER_FILE = fileURLToPath(new URL('../server.ts', import.meta.url));
export const MIGRATE_FILE = fileURLToPath(new URL('../cli/migrate.ts', import.meta.url));
export const BACKUP_FILE = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));
export const RESTORE_FILE = fileURLToPath(new URL('../cli/restore.ts', import.meta.url));
/** What `npm run serve` runs: the API bundle, built first if its sources changed (decision 069). */
export const SERVE_FILE = fileURLToPath(new URL('../../../../scripts/serve.mjs', import.meta.url));

const children: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Runs an entry point (TypeScript through tsx, JavaScript as it is) on this Node (the project's Node 24 under npm) with only
 * the given environment (and PATH) and command-line `args`; stdout and stderr are collected
 * together unless `stdout: 'keep'` leaves the stdout pipe to the test.
 */
export function startNode(
  file: string,
  env: Record<string, string>,
  opts: { stdout?: 'collect' | 'keep'; args?: string[] } = {},
): Started {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, file, ...(opts.args ?? [])], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  if (opts.stdout !== 'keep') child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Polls /v2/health until the server answers 200, with no deadline of its own (the test's
 * timeout bounds it, so a slow machine is not a failure); fails at once if the process ends.
 */
export async function waitHealthy(port: number, server: Started): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`il server è uscito prima di partire:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v2/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Kills what the tests started and did not stop (afterEach). */
export function killChildren() {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
}

/** A new empty PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createEmptyPostgres(baseUrl: string) {
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One query on a PostgreSQL database, on a connection of its own. */
export async function queryPostgres<T extends pg.QueryResultRow>(
  url: string,
  text: string,
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}
