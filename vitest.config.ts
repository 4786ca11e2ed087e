import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each has its own project config. VITEST_JSON
// (set by .ci/run) also writes a JSON report for the closing summary line.
const json = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two workers
    // ran the 228 files in 6.8 min instead of 10.7 (decision 085). The PostgreSQL round keeps
    // one: its outage tests stop the shared server, which would fail any file running beside.
    maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
    reporters: json ? ['default', ['json', { outputFile: json }]] : ['default'],
  },
});
