// Types and helpers of the route table (route-table.ts).
import type { Seed } from './seed';

export const ROLES = ['visitor', 'agency', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Method = 'GET' | 'POST' | 'PUT';

export const P = '/v2/8volante';
export const NONE = '00000000-0000-4000-8000-000000000000';

export interface RouteCase {
  method: Method;
  /** As the router prints it, with `:param`. */
  pattern: string;
  url?: (s: Seed) => string;
  body?: (s: Seed) => unknown;
  /** multipart/form-data with the `data` JSON field (admin service forms). */
  form?: (s: Seed) => unknown;
  /** Expected status for [visitor, agency, internal agent, admin], each with a valid token. */
  expect: readonly [number, number, number, number];
  /** The role the fuzzer sends most requests as. */
  reach: Role;
  /** Which credential the route reads: access token (default), a fresh access token (logout), the admin refresh token. */
  auth?: 'fresh' | 'refresh';
}

/** Routes left out of the table on purpose: API documentation and the static SPA. */
export const EXCLUDED = [
  /^\/v2\/docs(\/.*)?$/,
  /^\/\*$/, // the SPA fallback, registered only when the web build exists
  /^\/assets\/\*$/,
];

export const ALL = (n: number) => [n, n, n, n] as const;
export const AGENCY = (agency: number, agent = agency) => [401, agency, agent, 401] as const;
export const ADMIN = (admin: number) => [401, 401, 401, admin] as const;
export const appointment = (s: Seed) => ({
  agenzia: s.ids.agency,
  state: 'Inserito',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario@example.it',
  cellulare: '3331234567',
});
