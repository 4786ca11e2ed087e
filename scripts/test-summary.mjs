// Prints each stage's wall time (`--stages FILE`, the JSON lines .ci/run and
// scripts/run-stages.mjs append; the scripts of a stage run side by side listed under it)
// and their total, then one closing line, "N passed,
// N failed", over the JSON reports of Vitest and Playwright; exits non-zero if any report is
// missing or holds a failure.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const at = args.indexOf('--stages');
const stagesFile = at >= 0 ? args.splice(at, 2)[1] : undefined;

const duration = (seconds) => {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

const LABELS = {
  'format:check': 'format:check (formato)',
  'test:unit': 'test:unit (unità e API)',
  'test:e2e': 'test:e2e (browser)',
};

if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .map((s) => ({ ...s, stage: (s.part ? '  ' : '') + (LABELS[s.stage] ?? s.stage) }));
  const width = Math.max(...stages.map((s) => s.stage.length), 'totale'.length);
  console.log('Tempi per fase:');
  for (const s of stages) {
    console.log(
      `  ${s.stage.padEnd(width)}  ${duration(s.seconds).padStart(12)}${s.ok ? '' : '  fallita'}`,
    );
  }
  // A script run beside others (`part`) is inside its stage's time, listed under it.
  const total = stages.filter((s) => !s.part).reduce((sum, s) => sum + s.seconds, 0);
  console.log(`  ${'totale'.padEnd(width)}  ${duration(total).padStart(12)}`);
}

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of args) {
  if (!existsSync(file)) {
    console.error(`report mancante: ${file}`);
    missing += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (r.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected + (r.stats.flaky ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0 || missing > 0 || passed === 0) process.exit(1);
