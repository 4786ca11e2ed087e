import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { env } from '../config/env';

/** MSW server for component tests; every request must have a handler. */
export function setupMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Absolute URL of an API path, as the client calls it. */
export const apiPath = (path: string) => `${env.apiBase}${path}`;
