import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one import of the app per worker, not per file (decision 113): Testing
    // Library unmounts after each test and every file sets its own handlers and cookies.
    isolate: false,
    // Typing with user-event in jsdom takes seconds when the machine's two cores are shared
    // with a build or the journeys; 5 s (the default) failed tests that wait for nothing wrong.
    testTimeout: 15_000,
  },
});
