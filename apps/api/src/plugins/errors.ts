import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody } from '@portal/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';
import { API_HEADERS, securityHeaders } from './security';
import { DRAINING } from './shutdown';

const GENERIC = 'Si è verificato un errore imprevisto. Riprova più tardi.';
const UNAVAILABLE = 'Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.';
/** An upload the file storage did not take (decision 048): nothing of the form was saved. */
export const FILE_NOT_STORED =
  'Non è stato possibile salvare il file: l’archivio dei file non risponde. Nulla è stato salvato; riprova tra qualche istante.';

/** Maps a validation path like `/body/email` to the form field `email`. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || '_';
}

/**
 * One error handler for the whole API: typed AppErrors keep their status and Italian
 * message; validation failures become 400 with details per field; anything unexpected
 * is logged with its cause and answered with a generic Italian message and the request
 * id, never a stack, SQL or internal text (ASVS 16.5.1).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have chosen a public cache policy before it failed: an error never is.
    // An error before any route's hook ran (no route matched) gets the API's headers.
    if (reply.hasHeader('content-security-policy')) void reply.header('cache-control', 'no-store');
    else securityHeaders(request, reply, API_HEADERS);
    const body = (
      status: number,
      code: string,
      message: string,
      details?: Record<string, string>,
    ): ErrorBody => ({
      message,
      code,
      ...(details ? { details } : {}),
      requestId: String(request.id),
    });

    if (error instanceof AppError) {
      if (error === DRAINING) request.log.debug('richiesta rifiutata: il server si sta fermando');
      else if (error.status >= 500) request.log.error({ err: error }, 'errore applicativo');
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.status)
        .send(body(error.status, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const v of error.validation) {
        const key = fieldOf(v.instancePath);
        details[key] ??= v.message ?? 'Valore non valido';
      }
      const first = Object.values(details)[0];
      return reply
        .status(400)
        .send(
          body(
            400,
            ErrorCode.validation,
            first ? `Dati non validi: ${first}` : 'Dati non validi.',
            details,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send(body(413, ErrorCode.tooLarge, 'Il file o i dati inviati sono troppo grandi.'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(body(415, ErrorCode.unsupportedMedia, 'Formato dei dati non supportato.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body(429, ErrorCode.tooMany, 'Troppe richieste. Riprova tra qualche istante.'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, bad headers…
      request.log.info({ code: error.code }, 'richiesta rifiutata');
      return reply.status(400).send(body(400, ErrorCode.validation, 'Richiesta non valida.'));
    }
    if (error.code === 'FILE_STORE_UNAVAILABLE') {
      // The object storage is down or refuses the key: the operator reads why in the log.
      request.log.warn({ err: error }, 'archivio dei file non disponibile');
      void reply.header('retry-after', '5');
      const reading = request.method === 'GET' || request.method === 'HEAD';
      return reply
        .status(503)
        .send(body(503, ErrorCode.unavailable, reading ? UNAVAILABLE : FILE_NOT_STORED));
    }
    if (isDatabaseUnavailable(error)) {
      // A stalled or unreachable database (decision 025): fail fast, tell the client to
      // come back, log the cause once per request.
      request.log.warn({ err: error }, 'database non disponibile');
      void reply.header('retry-after', '5');
      return reply.status(503).send(body(503, ErrorCode.unavailable, UNAVAILABLE));
    }
    request.log.error({ err: error }, 'errore imprevisto');
    return reply.status(500).send(body(500, ErrorCode.internal, GENERIC));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return securityHeaders(request, reply, API_HEADERS)
    .status(404)
    .send({
      message: 'Indirizzo dell’API non trovato.',
      code: ErrorCode.notFound,
      requestId: String(request.id),
    });
}

/** A path whose %-escapes decode to nothing (`%zz`, `%E`, broken UTF-8). */
export const MALFORMED_PATH = 'Indirizzo non valido: contiene caratteri codificati in modo errato.';

/** Fastify's own routing and parsing failures, answered in the portal's error shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  request.log.info({ code: error.code }, 'richiesta rifiutata dal router');
  void securityHeaders(request, reply as unknown as FastifyReply, API_HEADERS)
    .status(400)
    .send({
      message: MALFORMED_PATH,
      code: ErrorCode.validation,
      requestId: String(request.id),
    });
};
