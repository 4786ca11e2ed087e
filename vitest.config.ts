import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each has its own project config. VITEST_JSON
// (set by .ci/run) also writes a JSON report for the closing summary line.
const json = process.env.VITEST_JSON;
// Vitest's default is one worker fewer than the cores: one on a 2-core machine. `npm run
// test:unit` (the embedded database) passes --maxWorkers=2: the 228 files in 6.8 min instead
// of 10.7 (decision 085); set here, the option did not reach the projects. `npm run test:api`,
// the PostgreSQL round, keeps one: its outage tests stop the shared server, which would fail
// any file running beside them.

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    reporters: json ? ['default', ['json', { outputFile: json }]] : ['default'],
  },
});
