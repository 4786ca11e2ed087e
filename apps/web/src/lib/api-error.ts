import {
  ErrorBodySchema,
  LooseErrorBodySchema,
  type ErrorBody,
} from '@portal/shared/contracts/error-body';

/** Text shown when a failed call carries no readable body (spec section 8's 'Error'). */
// Spec section 8 (and decisions.md: "toasts exactly as spec section 8") names this text.
export const DEFAULT_ERROR_TEXT = 'Error';

/**
 * A failed call. `status` 0 means the server could not be reached; `body` is the
 * server's `{ message, code, details?, requestId }` when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, fallback = DEFAULT_ERROR_TEXT) {
    super(body?.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads an error body with the contract; a body that breaks it but has a string `message`
 * is kept without its details. Anything else: null.
 */
export function toErrorBody(json: unknown): ErrorBody | null {
  const body = ErrorBodySchema.safeParse(json);
  if (body.success) return body.data;
  const loose = LooseErrorBodySchema.safeParse(json);
  return loose.success ? loose.data : null;
}

/**
 * Spec section 8: an error without a response body shows the caller's text (or the
 * generic one); otherwise the body's message.
 */
export function getErrorMessage(error: unknown, fallback = DEFAULT_ERROR_TEXT): string {
  if (isApiError(error) && error.body && error.body.message.trim() !== '')
    return error.body.message;
  return fallback;
}

/** The server's per-field validation messages (`details`), empty when there are none. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.body?.details ? error.body.details : {};
}
