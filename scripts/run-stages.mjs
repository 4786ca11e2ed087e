// Runs npm scripts one after the other, as `a && b && c` would, and prints how long each
// took. With STAGE_TIMES set (by .ci/run), each stage's time is also appended to that file,
// one JSON line `{ stage, seconds, ok }`, for the closing summary (scripts/test-summary.mjs).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const file = process.env.STAGE_TIMES;

for (const script of process.argv.slice(2)) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const ok = run.status === 0;
  console.log(`== ${script}: ${seconds.toFixed(1)} s${ok ? '' : ' (fallito)'}`);
  if (file) appendFileSync(file, `${JSON.stringify({ stage: script, seconds, ok })}\n`);
  if (!ok) process.exit(run.status ?? 1);
}
