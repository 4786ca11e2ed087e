import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stop taking work: new requests get 503, resolves when in-flight ones have finished. */
    drain(maxWaitMs: number): Promise<void>;
  }
  interface FastifyRequest {
    counted: boolean;
  }
}

/**
 * Graceful shutdown (R2). On SIGTERM the server first drains: every new request is
 * answered 503 with `Connection: close` (a load balancer moves on), requests already
 * running finish, then the server closes. Keep-alive sockets cannot hold the exit up.
 */
export function registerShutdown(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;

  app.decorateRequest('counted', false);
  app.addHook('onRequest', async (req, reply) => {
    if (draining) {
      void reply.header('connection', 'close');
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Il servizio si sta riavviando: riprova tra qualche secondo.',
      );
    }
    inFlight += 1;
    req.counted = true;
  });
  const done = async (req: { counted: boolean }) => {
    if (!req.counted) return;
    req.counted = false;
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });

  app.decorate('drain', async (maxWaitMs: number) => {
    draining = true;
    if (inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      idle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
