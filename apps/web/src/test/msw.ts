import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { routeUrl, type RouteContract } from '@portal/shared/routes/define';
import { env } from '../config/env';
import { apiPathOf } from '../lib/api-client';

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

/** The API-relative path of a route, from its contract (product slug and parameters filled in). */
export const pathOf = (
  contract: RouteContract,
  product = '',
  params?: Readonly<Record<string, string>>,
) => apiPathOf(routeUrl(contract.path, product, params));

/** Absolute URL of a route, from its contract, for an MSW handler. */
export const contractUrl = (
  contract: RouteContract,
  product?: string,
  params?: Readonly<Record<string, string>>,
) => apiPath(pathOf(contract, product, params));
