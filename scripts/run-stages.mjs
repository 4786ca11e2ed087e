// Runs npm scripts one after the other, as `a && b && c` would, and prints how long each
// took. Scripts joined by `+` (`typecheck+lint`) are one stage run side by side: on two
// cores the checks that each use one (tsc, ESLint, Prettier) end in the time of the longest;
// their output is printed whole, one script after the other, as each ends. With STAGE_TIMES
// set (by .ci/run), each stage's time is also appended to that file, one JSON line
// `{ stage, seconds, ok }`, and before it those of a stage's scripts (`part: true`), for the
// closing summary (scripts/test-summary.mjs).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const file = process.env.STAGE_TIMES;

const record = (line) => file && appendFileSync(file, `${JSON.stringify(line)}\n`);

/**
 * Runs `npm run script`: its output inherited, or, for a part of a stage, kept and printed at
 * its end. Settles with its exit status and its time's line.
 */
function run(script, part) {
  const keepOutput = part;
  const started = performance.now();
  const child = spawn('npm', ['run', script], {
    stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const ok = status === 0;
      console.log(`== ${script}: ${seconds.toFixed(1)} s${ok ? '' : ' (fallito)'}`);
      resolve({
        status: status ?? 1,
        line: part ? { stage: script, seconds, ok, part } : { stage: script, seconds, ok },
      });
    });
  });
}

for (const stage of process.argv.slice(2)) {
  const scripts = stage.split('+');
  const started = performance.now();
  const runs = await Promise.all(scripts.map((s) => run(s, scripts.length > 1)));
  const failed = runs.find((r) => r.status !== 0)?.status;
  if (scripts.length > 1) {
    const seconds = (performance.now() - started) / 1000;
    console.log(`== ${stage}: ${seconds.toFixed(1)} s insieme`);
    record({ stage, seconds, ok: failed === undefined });
  }
  for (const r of runs) record(r.line);
  if (failed !== undefined) process.exit(failed);
}
