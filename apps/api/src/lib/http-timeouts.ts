import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long the HTTP server waits on a client, for a server behind a balancer (docs/operations.md)
 * or, without one, facing the Internet. Without them Fastify waits for a request's body for
 * ever (its `requestTimeout` defaults to 0) and a slow client holds its socket as long as it likes.
 */

/** The idle timeout of a typical balancer in front (AWS ALB's default: 60 s). */
export const BALANCER_IDLE_TIMEOUT_MS = 60_000;

/**
 * An idle keep-alive socket is closed after this. Longer than the balancer's idle timeout, so
 * the balancer always closes first: were the server first, a request the balancer sends on a
 * socket at the moment the server closes it would get a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The whole request head must arrive within this, or the socket is closed (a client sending its
 * headers a byte at a time). Longer than the keep-alive timeout, as Node's documentation asks:
 * on a reused socket the head's clock starts while the socket is still idle.
 */
export const HEADERS_TIMEOUT_MS = 66_000;

/**
 * The whole request, body included, must arrive within this (the answer is not bounded: a CSV
 * export streams for as long as it takes). The largest request the portal takes, a service form
 * with a 10 MB PDF and a 5 MB image, arrives in two minutes at 1 Mbit/s. Node requires it to be
 * at least the headers timeout.
 */
export const REQUEST_TIMEOUT_MS = 180_000;

/** The Fastify options that set them (`http` goes to Node's `http.createServer`). */
export const HTTP_TIMEOUT_OPTIONS = {
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: { headersTimeout: HEADERS_TIMEOUT_MS },
} satisfies Partial<FastifyHttpOptions<Server>>;
