import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { ServiceDeps } from '../lib/service-deps';
import {
  claimKey,
  claimKeyWithWork,
  fingerprintOf,
  keepAnswer,
  purgeKeysNowAndThen,
  settleKey,
  type KeyId,
} from '../modules/idempotency/idempotency.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Idempotency-Key` this multipart request claimed: its answer is kept for the repeats. */
    idempotency: KeyId | null;
    /**
     * What the handler's services are given: the app's deps, or, for a create call with an
     * `Idempotency-Key`, the same deps inside the transaction that also claims the key and
     * keeps the answer (decision 074).
     */
    deps: ServiceDeps;
  }
}

const DEPS = Symbol('request deps');
type WithDeps = FastifyRequest & { [DEPS]?: ServiceDeps };

/** Who the key belongs to: a repeat counts only from the same caller. */
function callerOf(req: FastifyRequest): string {
  if (req.admin) return `admin:${req.admin.id}`;
  if (req.agency) return `agency:${req.agency.id}`;
  return 'public';
}

const keyIdOf = (req: FastifyRequest, key: string): KeyId => ({
  caller: callerOf(req),
  route: `${req.method} ${req.routeOptions.url}`,
  key: key.toLowerCase(),
});

/**
 * The deps of a unit of work: every query, stored mail and job goes through `tx` unless a
 * service names another database handle itself.
 */
function inTransaction(deps: ServiceDeps, tx: DbOrTx): ServiceDeps {
  return {
    ...deps,
    db: tx as ServiceDeps['db'],
    mailer: { send: (m, db = tx) => deps.mailer.send(m, db), close: () => deps.mailer.close() },
    outbox: {
      enqueue: (kind, payload, db = tx, priority) =>
        deps.outbox.enqueue(kind, payload, db, priority),
    },
  };
}

/**
 * A create call with an `Idempotency-Key` (decision 074, amending 024): the key's claim, the
 * handler's work and the answer kept for its repeats run in one transaction, so they commit
 * together or not at all. An answer of 503 (the database went away mid-request) means nothing
 * was stored, the key included, and its retry does the work once; an answer that was lost on
 * the way after the commit is repeated to the retry. Without the header, the handler runs as
 * any other. The answer is serialised here, by the route's own response schema.
 */
export async function runIdempotent(
  req: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
  handler: () => Promise<unknown>,
): Promise<unknown> {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string') return handler();
  const deps = req.server.deps;
  const id = keyIdOf(req, key);
  const fingerprint = fingerprintOf(input);
  const answer = await deps.db
    .transaction(async (tx) => {
      const claim = await claimKeyWithWork({ db: tx, clock: deps.clock }, id, fingerprint);
      if (!claim.run) return { status: claim.status, body: claim.body, replayed: true };
      (req as WithDeps)[DEPS] = inTransaction(deps, tx);
      const result = await handler();
      const body = String(reply.serialize(result));
      await keepAnswer(tx, id, reply.statusCode, body);
      return { status: reply.statusCode, body, replayed: false };
    })
    .finally(() => {
      (req as WithDeps)[DEPS] = undefined;
    });
  // Housekeeping after the commit: its failure must not turn a stored create into an error.
  if (!answer.replayed)
    await purgeKeysNowAndThen(deps).catch((err: unknown) =>
      req.log.warn({ err }, 'pulizia delle chiavi di invio rimandata'),
    );
  void reply.code(answer.status).type('application/json; charset=utf-8');
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.send(answer.body);
}

/**
 * A multipart form's `Idempotency-Key`, claimed by its handler once the form is read
 * (decision 024), with the fingerprint of `input`.
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
  const id = keyIdOf(req, key);
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

/** onSend of a multipart idempotent route: the claimed request's answer is kept (or the key released). */
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
  app.decorateRequest('deps', {
    getter(this: FastifyRequest) {
      return (this as WithDeps)[DEPS] ?? this.server.deps;
    },
  });
}
