import { z } from 'zod';

/** The callers the authorization matrix tries on every route, each with a valid credential. */
export const ROLES = ['visitor', 'agency', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route, and what every other caller gets: `'ok'` for a caller the route
 * serves, or the refusal status (401 no usable session of the right kind, 403 signed in but
 * not allowed). The server picks its guard from the same name.
 */
export const ACCESS = {
  /** Anyone, signed in or not. */
  public: { visitor: 'ok', agency: 'ok', agent: 'ok', admin: 'ok' },
  /** A signed-in agency, internal agents included. */
  agency: { visitor: 401, agency: 'ok', agent: 'ok', admin: 401 },
  /** A signed-in agency that takes part in the contest: internal agents are not ranked. */
  rankedAgency: { visitor: 401, agency: 'ok', agent: 403, admin: 401 },
  /**
   * A signed-in agency that passes clients to the mediator: an internal agent records
   * appointments instead (decisions.md, third round, «Segnala un cliente»).
   */
  referringAgency: { visitor: 401, agency: 'ok', agent: 403, admin: 401 },
  /** A signed-in internal agent (agenteInterno) only. */
  internalAgent: { visitor: 401, agency: 403, agent: 'ok', admin: 401 },
  /** A signed-in admin (access token). */
  admin: { visitor: 401, agency: 401, agent: 401, admin: 'ok' },
  /** An admin's refresh token in `x-refresh` (the silent refresh). */
  adminRefresh: { visitor: 401, agency: 401, agent: 401, admin: 'ok' },
} as const satisfies Record<string, Record<Role, 'ok' | 401 | 403>>;
export type Who = keyof typeof ACCESS;

export type Method = 'GET' | 'POST' | 'PUT';

/**
 * How the body and the answer travel when they are not JSON: `multipart` (a form with the
 * `data` JSON field and optional files), `csv` (the 200 answer is a streamed text/csv file),
 * `xlsx` (the 200 answer is a streamed Excel workbook), `file` (either, chosen when the
 * file was asked for: a single-use export link, decision 060), `html` (the 200 answer is
 * a self-contained HTML document to save, decision 097), `pdf` (the 200 answer is a PDF to
 * save, decision 117).
 */
export type RouteKind = 'json' | 'multipart' | 'csv' | 'xlsx' | 'file' | 'html' | 'pdf';

/** Whether the route's 200 answer is a streamed file rather than JSON (no 200 schema). */
export const isFileKind = (kind: RouteKind | undefined): boolean =>
  kind === 'csv' || kind === 'xlsx' || kind === 'file' || kind === 'html' || kind === 'pdf';

/** The media type of an Excel workbook (.xlsx). */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface RouteContract {
  method: Method;
  /** The full URL pattern: `{product}` is the product slug, `:name` a path parameter. */
  path: `/v2/${string}`;
  /** Further patterns the server answers the same way (a trailing-slash twin). */
  aliases?: readonly `/v2/${string}`[];
  who: Who;
  /** Group of the API documentation. */
  tag: string;
  summary?: string;
  kind?: RouteKind;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** The JSON body; for a multipart route, the JSON `data` field of the form. */
  body?: z.core.$ZodType;
  /**
   * A create call: it accepts an `Idempotency-Key` header (a UUID the client makes once per
   * form submission); a repeat by the same caller with the same key within 24 hours gets the
   * first answer without the work being done again (decision 024).
   */
  idempotent?: true;
  /**
   * A dangerous admin action: the admin must have confirmed their identity (password or
   * code, POST /v2/admin/reauth) within the last 5 minutes, or the call gets 403 with code
   * `reauthRequired` (decision 039).
   */
  reauth?: true;
  /** Answer schema per status: the allow-list of what leaves the server. */
  responses: { readonly [status: number]: z.core.$ZodType };
}

/** Declares one endpoint; the literal type carries its inputs and answers. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** The URL pattern with the product slug in place of `{product}`. */
export function routePattern(path: string, productSlug: string): string {
  return path.replace('{product}', productSlug);
}

/** The concrete path: product slug and each `:name` filled in, each value %-encoded. */
export function routeUrl(
  path: string,
  productSlug: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  return routePattern(path, productSlug).replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`parametro mancante: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The request header of an idempotent call (decision 024): a UUID, one per form submission. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The request headers an idempotent call reads (lower-case, as they arrive). */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid({ message: 'Chiave di invio non valida' }).optional(),
});
