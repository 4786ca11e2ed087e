import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './processes';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (QUALITY R11): initdb into a temporary folder, on a
 * free loopback port, so that a test may stop it, start it again and end its backends
 * without touching the machine's own server. The server binaries are those of the
 * machine's PostgreSQL (`pg_config --bindir`, or PG_BINDIR). PostgreSQL refuses to run as
 * root: as root, the folder belongs to the `postgres` user and the commands run as it.
 */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/` + the database's name. */
  url(database: string): string;
  port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every session ended, the server down until `start`. */
  stop(): Promise<void>;
  /** One statement on a connection of its own (to the `postgres` database unless named). */
  query<T extends pg.QueryResultRow>(
    text: string,
    values?: unknown[],
    database?: string,
  ): Promise<T[]>;
  /** Stops the server (if it runs) and deletes the folder. */
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  const pgCommand = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  const port = await freePort();
  await pgCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    // A test's data: durability against power loss is not what it checks.
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  let running = false;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: ThrowawayPostgres = {
    url,
    port,
    async start() {
      await pgCommand('pg_ctl', [
        '-D',
        data,
        '-l',
        join(root, 'log'),
        '-w',
        '-o',
        options,
        'start',
      ]);
      running = true;
    },
    async stop() {
      await pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async query<T extends pg.QueryResultRow>(
      text: string,
      values: unknown[] = [],
      database = 'postgres',
    ) {
      const c = new pg.Client({ connectionString: url(database) });
      c.on('error', () => {});
      await c.connect();
      try {
        return (await c.query<T>(text, values)).rows;
      } finally {
        await c.end();
      }
    },
    async destroy() {
      if (running) await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
