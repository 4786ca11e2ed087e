import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing with user-event in jsdom takes seconds when the machine's two cores are shared
    // with a build or the journeys; 5 s (the default) failed tests that wait for nothing wrong.
    testTimeout: 15_000,
  },
});
