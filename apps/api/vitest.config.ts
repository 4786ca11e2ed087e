import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // `*.pg.test.ts` hold what only the CI machine's services can show (PostgreSQL's locks,
    // pools, several processes on one database; the limits counted in Redis): they run in
    // the PostgreSQL suite, and are not collected without it.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share their worker's modules (decision 113): each file builds its own app and
    // database, and every module-level cache is keyed by the database, so the app's
    // modules are imported once per worker instead of once per file (about 3 s each).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
