import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@portal/shared';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stop taking work: new requests get 503; resolves when in-flight ones have finished and
     * nothing new has arrived for a moment (or after `maxWaitMs`).
     */
    drain(maxWaitMs: number): Promise<void>;
  }
  interface FastifyRequest {
    counted: boolean;
  }
}

/**
 * How long the drain waits with no request running and no new connection or request before
 * the listening socket may close. Connections that the kernel has queued but Node has not
 * yet accepted (the event loop was busy: PGlite runs on it) are reset when the socket
 * closes; they are accepted and answered 503 within this quiet time instead (decision 045).
 */
export const DRAIN_QUIET_MS = 300;
const CHECK_EVERY_MS = 25;

/**
 * The answer to every request that arrives while the server stops: one instance, an expected
 * refusal rather than a fault (the error handler does not log it as an error, so a burst at
 * shutdown is not hundreds of stack traces).
 */
export const DRAINING = new AppError(
  503,
  ErrorCode.unavailable,
  'Il servizio si sta riavviando: riprova tra qualche secondo.',
  undefined,
  { connection: 'close', 'retry-after': '5' },
);

/**
 * Graceful shutdown (R2). On SIGTERM the server first drains: every new request is
 * answered 503 with `Connection: close` (a load balancer moves on), requests already
 * running finish, then the server closes. Keep-alive sockets cannot hold the exit up.
 */
export function registerShutdown(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  // Connections opened and requests received: while it moves, the drain is not over.
  let activity = 0;
  let lastActivityAt = 0;
  const touch = () => {
    activity += 1;
    lastActivityAt = performance.now();
  };

  app.decorateRequest('counted', false);
  // Callback hooks, not async ones: they run on every request, and an async hook costs a
  // promise and a microtask turn each time (bench P1).
  app.addHook('onRequest', (req, reply, next) => {
    if (draining) {
      touch();
      next(DRAINING);
      return;
    }
    inFlight += 1;
    req.counted = true;
    next();
  });
  const finished = (req: { counted: boolean }, _reply: unknown, next: () => void) => {
    if (req.counted) {
      req.counted = false;
      inFlight -= 1;
      if (draining) touch();
    }
    next();
  };
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', (req, next) => finished(req, undefined, next));
  app.addHook('onSend', (_req, reply, payload, next) => {
    if (draining) void reply.header('connection', 'close');
    next(null, payload);
  });

  /** Resolves once nothing runs and nothing has arrived for DRAIN_QUIET_MS. */
  const settled = async (deadline: number) => {
    while (performance.now() < deadline) {
      if (inFlight === 0 && performance.now() - lastActivityAt >= DRAIN_QUIET_MS) {
        // A timer may fire right after the event loop was blocked, before its poll phase
        // has accepted what the kernel queued meanwhile: let one poll phase pass and look
        // again.
        const seen = activity;
        await new Promise((resolve) => setImmediate(resolve));
        if (activity === seen && inFlight === 0) return;
      }
      await sleep(CHECK_EVERY_MS);
    }
  };

  app.decorate('drain', async (maxWaitMs: number) => {
    if (!draining) {
      draining = true;
      touch();
      app.server.on('connection', touch);
    }
    await settled(performance.now() + maxWaitMs);
  });
}
