import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installItalianMessages } from '@portal/shared/validation-messages';

installItalianMessages();

// A page's first render imports its lazy route modules, which Vitest transforms on first use:
// with the suite on two workers beside a build, that passed the 1 s that findBy… waits by
// default and failed tests that wait for nothing wrong (as testTimeout in vitest.config.ts).
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error inatteso: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
