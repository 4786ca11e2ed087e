import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  onSendHookHandler,
  preParsingHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  IdempotencyHeadersSchema,
  XLSX_CONTENT_TYPE,
  routePattern,
  type RouteContract,
  type Who,
} from '@portal/shared/routes';
import { forbidden } from '../lib/errors';
import { keepIdempotentAnswer, runIdempotent } from './idempotency';

/** The fastify schema a contract stands for, so the handler's request and answer are typed. */
export interface SchemaOf<C extends RouteContract> extends FastifySchema {
  params: C['params'];
  querystring: C['query'];
  body: C['kind'] extends 'multipart' ? undefined : C['body'];
  response: C['responses'];
}

export type ContractHandler<C extends RouteContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<C>,
  ZodTypeProvider
>;

/** What only the server knows about a route: hooks, limits, how its guard checks. */
export interface ServeOptions {
  /**
   * An agency route whose query checks the session itself (one round trip, decision 016):
   * the guard verifies the token only, and the route answers 401 when its query finds no
   * live session.
   */
  sessionInQuery?: boolean;
  config?: FastifyContextConfig;
  /** Request headers the route reads (validated like every other input). */
  headers?: z.ZodType;
  onRequest?: onRequestHookHandler;
  onSend?: onSendHookHandler;
}

/**
 * The guard of a caller kind `guardOf` does not know: every call is refused with 403 (fail
 * closed), never served. Typed `never`, so a kind added to ACCESS without its case in
 * `guardOf` is a compile error; a value that is no kind at all (an unchecked contract)
 * reaches it at run time.
 */
function refuseEveryCall(who: never) {
  return async (req: FastifyRequest) => {
    req.log.error({ who }, 'rotta con un tipo di chiamante sconosciuto: rifiutata');
    throw forbidden();
  };
}

function guardOf(app: FastifyInstance, who: Who, options: ServeOptions) {
  switch (who) {
    case 'agency':
      return options.sessionInQuery ? app.requireAgencyToken : app.requireAgency;
    case 'rankedAgency':
      return app.requireRankedAgency;
    case 'referringAgency':
      return app.requireReferringAgency;
    case 'internalAgent':
      return app.requireInternalAgent;
    case 'admin':
      return app.requireAdmin;
    // The refresh route reads its own header: the token is the route's input.
    case 'adminRefresh':
    case 'public':
      return undefined;
    default:
      return refuseEveryCall(who);
  }
}

function schemaOf(contract: RouteContract, options: ServeOptions): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { tags: [contract.tag] };
  if (contract.summary) schema.summary = contract.summary;
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body && contract.kind !== 'multipart') schema.body = contract.body;
  if (contract.idempotent) schema.headers = IdempotencyHeadersSchema;
  if (options.headers) schema.headers = options.headers;
  if (Object.keys(contract.responses).length > 0) schema.response = contract.responses;
  if (contract.kind === 'multipart') schema.consumes = ['multipart/form-data'];
  if (contract.kind === 'csv') schema.produces = ['text/csv'];
  if (contract.kind === 'xlsx') schema.produces = [XLSX_CONTENT_TYPE];
  if (contract.kind === 'file') schema.produces = ['text/csv', XLSX_CONTENT_TYPE];
  if (contract.kind === 'html') schema.produces = ['text/html'];
  if (contract.kind === 'pdf') schema.produces = ['application/pdf'];
  return schema;
}

/**
 * Registers a route from its contract: method, URL (product slug filled in), the zod
 * schemas of params, query, body and answers, the documentation tag, and the guard of the
 * contract's `who`. Nothing is skipped by matching URL strings.
 */
export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: ServeOptions,
  handler: ContractHandler<C>,
): void {
  const guard = guardOf(app, contract.who, options);
  const onRequest: onRequestHookHandler[] = options.onRequest ? [options.onRequest] : [];
  // Who calls is settled before the body is read, parsed or validated (decision 079): a
  // stranger gets 401, never the field names of a 400; and after the limits (onRequest),
  // so a refused request still counts. A dangerous admin action also needs the identity
  // confirmed within the last minutes (decision 039). No guard reads the body.
  const preParsing: preParsingHookHandler[] = [];
  if (guard) preParsing.push(guard);
  if (contract.reauth) preParsing.push(app.requireReauth);
  // A create call runs its Idempotency-Key's claim, its work and its kept answer as one
  // transaction, once the caller is known and the body valid (decision 074); a multipart form
  // is read by its handler, which claims the key itself (decision 024).
  const unitOfWork = contract.idempotent && contract.kind !== 'multipart';
  const onSend: onSendHookHandler[] = options.onSend ? [options.onSend] : [];
  if (contract.idempotent && !unitOfWork) onSend.push(keepIdempotentAnswer);
  const plain = handler as RouteOptions['handler'];
  const routeHandler: RouteOptions['handler'] = unitOfWork
    ? function (this: FastifyInstance, req, reply) {
        const input = { params: req.params, query: req.query, body: req.body };
        return runIdempotent(req, reply, input, async () => plain.call(this, req, reply));
      }
    : plain;
  for (const path of [contract.path, ...(contract.aliases ?? [])]) {
    const route: RouteOptions = {
      method: contract.method,
      url: path.includes('{product}') ? routePattern(path, app.config.productSlug) : path,
      schema: schemaOf(contract, options),
      handler: routeHandler,
    };
    if (onRequest.length > 0) route.onRequest = onRequest;
    if (preParsing.length > 0) route.preParsing = preParsing;
    if (onSend.length > 0) route.onSend = onSend;
    if (options.config) route.config = options.config;
    app.withTypeProvider<ZodTypeProvider>().route(route);
  }
}
