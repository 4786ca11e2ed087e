// node --import tsx bench/stored-files.mjs: what serving an uploaded file from the database
// (decision 043) costs against the disk it came from before. GET /uploads/{name} with the
// real route on a PostgreSQL (BENCH_DATABASE_URL, default the local server's
// `portal_bench_files` database) and on PGlite, and a bare route streaming the same bytes
// from a file, for a 60 kB image (a service card) and a 2 MB PDF; 20 connections, 4 s each.
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureDatabase } from './lib/generate.mjs';

const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { DatabaseFileStore } = await import('../apps/api/src/modules/uploads/upload-store.ts');
const { uploadsRoutes } = await import('../apps/api/src/modules/uploads/uploads.routes.ts');

const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = [
  { label: 'immagine 60 kB', kind: 'webp', bytes: randomBytes(60 * 1024) },
  { label: 'PDF 2 MB', kind: 'pdf', bytes: randomBytes(2 * 1024 * 1024) },
];

async function load(url) {
  const r = await autocannon({ url, connections: 20, duration: 4 });
  return `${Math.round(r.requests.average)} req/s, ${Math.round(r.throughput.average / 1e6)} MB/s, p99 ${r.latency.p99} ms`;
}

async function fromDatabase(name, database) {
  const app = Fastify();
  app.decorate('files', new DatabaseFileStore(database.db));
  await app.register(uploadsRoutes, { prefix: '/uploads' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const s of sizes) {
    const file = await app.files.put(s.kind, s.bytes);
    console.log(
      `${name.padEnd(11)} ${s.label.padEnd(15)} ${await load(`${address}/uploads/${file}`)}`,
    );
  }
  await app.close();
  await database.close();
}

async function fromDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  const app = Fastify();
  app.get('/uploads/:file', async (req, reply) => {
    const path = join(dir, req.params.file);
    const info = await stat(path);
    return reply
      .type('application/octet-stream')
      .header('content-length', info.size)
      .send(createReadStream(path));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const s of sizes) {
    writeFileSync(join(dir, `f.${s.kind}`), s.bytes);
    console.log(
      `${'disco'.padEnd(11)} ${s.label.padEnd(15)} ${await load(`${address}/uploads/f.${s.kind}`)}`,
    );
  }
  await app.close();
}

await fromDisk();
const url = await ensureDatabase(pgBase, 'portal_bench_files');
await fromDatabase('PostgreSQL', await openDatabase({ databaseUrl: url }));
await fromDatabase('PGlite', await openDatabase({ pgliteDir: 'memory' }));
