// node --import tsx bench/limits.mjs: what the shared request limits (decision 082) add to
// every API request. One hit is one upsert on `rate_limits` (PostgreSQL); this measures
// it alone: one at a time (the latency a request waits), then 50 at a time on 200 keys and on
// one key (a single address, as in P1: every hit its own upsert on one row), in memory (the
// embedded PGlite's) and on PostgreSQL (BENCH_DATABASE_URL, default the local server's
// `portal_bench_counters` database).
import { ensureDatabase } from './lib/generate.mjs';

const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { openLimits } = await import('../apps/api/src/db/limits.ts');

const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(name, database) {
  const limiter = openLimits(undefined, database).limiter({ points: 1e9, windowMs: 60_000 });
  const hit = (i) => limiter.hit(`rl:bench-${i % 200}`);
  for (let i = 0; i < 200; i++) await hit(i); // warm-up: connections, plans
  const times = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    await hit(i);
    times.push(performance.now() - t0);
  }
  times.sort((x, y) => x - y);
  const parallel = async (keyOf) => {
    let done = 0;
    const until = performance.now() + 3_000;
    await Promise.all(
      Array.from({ length: 50 }, async (_, w) => {
        while (performance.now() < until) await hit(keyOf(w + done++));
      }),
    );
    return Math.round(done / 3);
  };
  const spread = await parallel((i) => i);
  const oneAddress = await parallel(() => 0);
  const q = (p) => times[Math.floor(p * (times.length - 1))].toFixed(3);
  console.log(
    `${name.padEnd(10)} mediana ${q(0.5)} ms, p99 ${q(0.99)} ms; 50 in parallelo: ` +
      `${spread} hit/s su 200 chiavi, ${oneAddress} hit/s su una chiave`,
  );
  await database.close();
}

await measure('memoria', await openDatabase({ pgliteDir: 'memory' }));
const url = await ensureDatabase(pgBase, 'portal_bench_counters');
await measure('PostgreSQL', await openDatabase({ databaseUrl: url }));
