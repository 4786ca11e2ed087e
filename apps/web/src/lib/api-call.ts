import type { z } from 'zod';
import { routeUrl, type RouteContract } from '@portal/shared/routes/define';
import { apiFetch, apiPathOf, apiRequest, type RequestOptions } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The product slug, for a route whose path holds `{product}`. */
type ProductInput<C extends RouteContract> = C['path'] extends `${string}{product}${string}`
  ? { product: string }
  : { product?: never };
type ParamsInput<C extends RouteContract> = C['params'] extends z.ZodType
  ? { params: Input<C['params']> }
  : { params?: never };
type QueryInput<C extends RouteContract> = C['query'] extends z.ZodType
  ? { query: Input<C['query']> }
  : { query?: never };
type BodyInput<C extends RouteContract> = C['kind'] extends 'multipart'
  ? { body: FormData }
  : C['body'] extends z.ZodType
    ? { body: Input<C['body']> }
    : { body?: never };

/** What a call of route `C` sends: product slug, path parameters, query and body, as its contract types them. */
export type CallInput<C extends RouteContract> = ProductInput<C> &
  ParamsInput<C> &
  QueryInput<C> &
  BodyInput<C> & {
    signal?: AbortSignal | undefined;
    /** Time limit of this call in ms (default DEFAULT_TIMEOUT_MS of api-client). */
    timeoutMs?: number | undefined;
    /**
     * Sent as the `Idempotency-Key` header: one per form submission, the same when that
     * submission is sent again, so the server creates the record once (see lib/submission).
     */
    idempotencyKey?: string | undefined;
  };

/** The parsed 200 answer of route `C`. */
export type CallOutput<C extends RouteContract> = C['responses'] extends {
  200: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;

/** The API-relative path (the client's base already ends in /v2). */
export function contractPath(contract: RouteContract, input: CallInput<RouteContract>): string {
  const params = input.params as Record<string, string> | undefined;
  return apiPathOf(routeUrl(contract.path, input.product ?? '', params));
}

function optionsOf(contract: RouteContract, input: CallInput<RouteContract>): RequestOptions {
  const options: RequestOptions = { method: contract.method };
  // A public route reads no session: none is sent, and its 401 (a wrong password) ends none.
  if (contract.who === 'public') options.auth = 'none';
  if (input.query) options.query = input.query as RequestOptions['query'];
  const body: unknown = input.body;
  if (body instanceof FormData) options.formData = body;
  else if (body !== undefined) options.body = body;
  if (input.signal) options.signal = input.signal;
  if (input.timeoutMs !== undefined) options.timeoutMs = input.timeoutMs;
  if (input.idempotencyKey) options.headers = { 'Idempotency-Key': input.idempotencyKey };
  return options;
}

/**
 * Calls a route through its contract: method and URL from the contract (product slug and
 * path parameters filled in), the body it declares, and the answer parsed with its 200
 * schema. Any other outcome throws ApiError.
 */
export function callApi<C extends RouteContract>(
  contract: C,
  input: CallInput<C>,
): Promise<CallOutput<C>> {
  const schema = contract.responses[200];
  if (!schema) throw new Error(`${contract.path}: nessuna risposta JSON nel contratto`);
  const loose = input as CallInput<RouteContract>;
  // The schema and the output type come from the same contract.
  return apiRequest(contractPath(contract, loose), schema, optionsOf(contract, loose)) as Promise<
    CallOutput<C>
  >;
}

/** The same call, answering the raw Response: for the CSV streams, read as they arrive. */
export function fetchApi<C extends RouteContract>(
  contract: C,
  input: CallInput<C>,
): Promise<Response> {
  const loose = input as CallInput<RouteContract>;
  return apiFetch(contractPath(contract, loose), optionsOf(contract, loose));
}
