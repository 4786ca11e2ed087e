import { z } from 'zod';

/** Every non-2xx body the API sends. `message` is Italian and safe to show. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Opaque ids (uuid) travel as `_id`. */
export const IdSchema = z.uuid({ message: 'Identificativo non valido' });

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
  tooMany: 'TOO_MANY_REQUESTS',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  notConfirmed: 'ACCOUNT_NOT_CONFIRMED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
