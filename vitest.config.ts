import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each has its own project config. VITEST_JSON
// (set by .ci/run) also writes a JSON report for the closing summary line.
const json = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    reporters: json ? ['default', ['json', { outputFile: json }]] : ['default'],
  },
});
