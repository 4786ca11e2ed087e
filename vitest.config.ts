import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each has its own project config. VITEST_JSON
// (set by .ci/run) also writes a JSON report for the closing summary line.
const json = process.env.VITEST_JSON;
// Vitest's default is one worker fewer than the cores: one on a 2-core machine. `npm run
// test:unit` (the embedded database) and `npm run test:api` (the PostgreSQL round) pass
// --maxWorkers=2: the 228 files in 6.8 min instead of 10.7 (decision 085); set here, the
// option did not reach the projects. Each file has a database of its own, and the outage
// tests stop a throwaway cluster of their own, never the shared server.

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    reporters: json ? ['default', ['json', { outputFile: json }]] : ['default'],
  },
});
