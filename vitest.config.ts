import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each has its own project config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
