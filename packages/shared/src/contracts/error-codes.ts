// Plain constants, no zod: the web shell reads them with the error body (decision 020).

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
  /** 403: a dangerous admin action needs a fresh confirmation of identity (decision 039). */
  reauthRequired: 'REAUTH_REQUIRED',
  /** 401: the admin's sign-in step is over (expired, or its codes spent): the password again. */
  loginStepOver: 'LOGIN_STEP_OVER',
  /** 410: a single-use link already opened, or expired (decision 060). */
  gone: 'GONE',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
