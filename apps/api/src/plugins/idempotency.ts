import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import {
  claimKey,
  fingerprintOf,
  settleKey,
  type KeyId,
} from '../modules/idempotency/idempotency.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Idempotency-Key` this request claimed: its answer is kept for the repeats. */
    idempotency: KeyId | null;
  }
}

/** Who the key belongs to: a repeat counts only from the same caller. */
function callerOf(req: FastifyRequest): string {
  if (req.admin) return `admin:${req.admin.id}`;
  if (req.agency) return `agency:${req.agency.id}`;
  return 'public';
}

/**
 * Claims the request's `Idempotency-Key` (decision 024), with the fingerprint of `input`.
 * True: do the work (its answer will be kept). False: this is a repeat and the first
 * answer has been sent; the handler returns the reply. Without the header, true.
 */
export async function claimIdempotency(
  req: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
): Promise<boolean> {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string') return true;
  const id: KeyId = {
    caller: callerOf(req),
    route: `${req.method} ${req.routeOptions.url}`,
    key: key.toLowerCase(),
  };
  const claim = await claimKey(req.server.deps, id, fingerprintOf(input));
  if (claim.run) {
    req.idempotency = id;
    return true;
  }
  await reply
    .code(claim.status)
    .type('application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(claim.body);
  return false;
}

/** preHandler of an idempotent JSON route: after the guard and validation, before the work. */
export const claimIdempotencyHook: preHandlerAsyncHookHandler = async (req, reply) => {
  if (
    !(await claimIdempotency(req, reply, { params: req.params, query: req.query, body: req.body }))
  )
    return reply;
};

/** onSend of an idempotent route: the claimed request's answer is kept (or the key released). */
export const keepIdempotentAnswer: onSendHookHandler = async (req, reply, payload) => {
  const id = req.idempotency;
  if (id) {
    req.idempotency = null;
    await settleKey(
      req.server.deps,
      id,
      reply.statusCode,
      typeof payload === 'string' ? payload : undefined,
    );
  }
  return payload;
};

export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
}
