import { createWriteStream } from 'node:fs';
import type { FastifyServerOptions } from 'fastify';

/** Paths of a verification, reset or export link (decision 060) carry a token: never log it. */
const TOKEN_IN_PATH = /(\/(?:verify|reset|verify_account|reset-password|export)\/)[^?#]+/gi;

/** A %-encoded unreserved character (letters, digits, `-._~`), which means the same plain. */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|5[0-9af]|7[0-9ae]|3[0-9]|2[de])/gi;
const plain = (escape: string) => String.fromCharCode(parseInt(escape.slice(1), 16));

/**
 * The request target with any link token redacted. A %-encoded path is read decoded, so
 * `/%76erify/…` (which the server refuses, after logging it) cannot carry a token past the
 * redaction (decision 024).
 */
export const redactUrl = (url: string) =>
  (url.includes('%') ? url.replace(ENCODED_UNRESERVED, plain) : url).replace(
    TOKEN_IN_PATH,
    '$1[redatto]',
  );

/**
 * pino options: requests are logged without headers or bodies; the few fields that could
 * carry a secret are redacted by path as a second line of defence (ASVS 16.x).
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-refresh"]',
        'req.headers.cookie',
        '*.password',
        '*.password_attuale',
        '*.password_nuova',
        '*.confermaPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.mfaToken',
        '*.code',
        '*.secret',
        '*.recoveryCodes',
      ],
      censor: '[redatto]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}

/** Where pino writes: anything with write(line). */
export interface LogStream {
  write(line: string): unknown;
}

/** Past this many bytes waiting for a stalled log reader, new lines are dropped. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;

export interface LogDestination {
  /** What pino writes to. */
  stream: LogStream;
  /** Waits (at most maxWaitMs) for the lines still queued to be written; never throws. */
  flush(maxWaitMs: number): Promise<void>;
}

/**
 * The log destination of the server: standard output written asynchronously by Node's
 * own fs.WriteStream, so the process survives its log pipe (decision 025). If the reader
 * is gone (EPIPE) or any write fails, logging stops and the server goes on serving; if the
 * reader stalls, lines past 16 MB are dropped instead of growing memory. pino's default
 * destination flushes synchronously at exit and retries a write that failed with EPIPE
 * forever, so a server whose log collector had died never exited on SIGTERM.
 */
export function createLogDestination(fd = 1): LogDestination {
  // Node's stream queues while a write is in flight and writes the queue in one writev.
  const out = createWriteStream('', { fd, autoClose: false });
  let broken = false;
  out.on('error', () => {
    broken = true;
  });
  return {
    stream: {
      write(line: string) {
        if (!broken && !out.destroyed && out.writableLength < MAX_PENDING_BYTES) out.write(line);
      },
    },
    flush: (maxWaitMs) =>
      new Promise<void>((resolve) => {
        if (broken || out.destroyed || out.writableLength === 0) return resolve();
        const timer = setTimeout(done, maxWaitMs);
        timer.unref();
        out.once('drain', done);
        out.once('error', done);
        function done() {
          clearTimeout(timer);
          resolve();
        }
      }),
  };
}

/**
 * Writes on process.stdout/stderr (the demo banner, start-up errors) must not crash the
 * process when nobody reads them any more: an EPIPE there is ignored.
 */
export function ignoreClosedStdio() {
  for (const s of [process.stdout, process.stderr]) s.on('error', () => {});
}
