// Prints one closing line, "N passed, N failed", over the JSON reports of Vitest and
// Playwright; exits non-zero if any report is missing or holds a failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
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
