// Types and helpers of the route table (route-table.ts).
import { ROLES, type Role } from '@portal/shared/routes';
import type { Seed } from './seed';

export { ROLES, type Role };
export type Method = 'GET' | 'POST' | 'PUT';

/** The product slug of the test configuration. */
export const SLUG = '8volante';
export const P = `/v2/${SLUG}`;
export const NONE = '00000000-0000-4000-8000-000000000000';

/** One row of the table: a route, a request that passes validation, and what each role gets. */
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

/**
 * What the test folder adds to a route's contract: a request that passes validation and the
 * status it gets from each role the contract lets in. Refusals come from the contract's `who`.
 */
export interface RouteFixture {
  params?: (s: Seed) => Record<string, string>;
  query?: Record<string, string>;
  body?: (s: Seed) => unknown;
  /** The `data` field of a multipart form. */
  form?: (s: Seed) => unknown;
  /** The status of the valid request for every role the route serves. */
  ok: number;
  /** The route ends the session it is called with: each call gets a fresh one. */
  fresh?: true;
}

/** Routes left out of the table on purpose: API documentation and the static SPA. */
export const EXCLUDED = [
  /^\/v2\/docs(\/.*)?$/,
  /^\/\*$/, // the SPA fallback, registered only when the web build exists
  /^\/assets\/\*$/,
];

export const ALL = (n: number) => [n, n, n, n] as const;
export const appointment = (s: Seed) => ({
  agenzia: s.ids.agency,
  state: 'Inserito',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario@example.it',
  cellulare: '3331234567',
});

/** A valid referral of «Segnala un cliente»: a new client each call (no flag from the last). */
let referralN = 0;
export const referral = () => {
  referralN += 1;
  return {
    nome: 'Giulia',
    cognome: 'Bianchi',
    telefono: `33${String(10_000_000 + referralN).padStart(8, '0')}`,
    email: `giulia.bianchi.${referralN}@example.it`,
    immobile: 'Trilocale in via Roma 1',
    nota: '',
    consenso: true,
  };
};
