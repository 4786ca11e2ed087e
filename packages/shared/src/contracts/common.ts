import { z } from 'zod';

export { ErrorBodySchema, type ErrorBody } from './error-body';

/** Opaque ids (uuid) travel as `_id`. */
export const IdSchema = z.uuid({ message: 'Identificativo non valido' });

/**
 * The version of a record as it was loaded, sent back with a save (decision 028): the save is
 * written only if the record still has it. Left out, the save is written as before.
 */
export const LoadedVersionSchema = z
  .number({ message: 'Versione non valida' })
  .int({ message: 'Versione non valida' })
  .min(1, { message: 'Versione non valida' })
  // A PostgreSQL integer: anything larger could never match, and must not reach the query.
  .max(2_147_483_647, { message: 'Versione non valida' })
  .optional();

/** The version a record answers with: 1 when created, one more at every save. */
export const VersionSchema = z.number().int();

export const OkSchema = z.object({ ok: z.literal(true) });
export const MessageSchema = z.object({ message: z.string() });

/** Error codes shared by the server and the page (the page branches on these, never on text). */
export const ErrorCode = {
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** 409: the record changed after the form loaded it; nothing was written (decision 028). */
  staleEdit: 'STALE_EDIT',
  /** 409: the same `Idempotency-Key` is still being worked on (decision 024). */
  inProgress: 'REQUEST_IN_PROGRESS',
  /** 422: an `Idempotency-Key` sent again with another body (decision 024). */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  tooMany: 'TOO_MANY_REQUESTS',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  notConfirmed: 'ACCOUNT_NOT_CONFIRMED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
