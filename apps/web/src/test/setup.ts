import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installItalianMessages } from '@portal/shared/validation-messages';

installItalianMessages();

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
