import type { ErrorBody } from '@portal/shared';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an error body; a body with at least a string `message` is kept. Checked by hand,
 * not with the zod contract, so the app shell loads without zod (QUALITY P6).
 */
export function toErrorBody(json: unknown): ErrorBody | null {
  if (
    isRecord(json) &&
    typeof json.message === 'string' &&
    typeof json.code === 'string' &&
    typeof json.requestId === 'string'
  ) {
    const details = isRecord(json.details)
      ? Object.fromEntries(
          Object.entries(json.details).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
    return {
      message: json.message,
      code: json.code,
      requestId: json.requestId,
      ...(details ? { details } : {}),
    };
  }
  if (
    typeof json === 'object' &&
    json !== null &&
    'message' in json &&
    typeof json.message === 'string'
  ) {
    const code = 'code' in json && typeof json.code === 'string' ? json.code : '';
    return { message: json.message, code, requestId: '' };
  }
  return null;
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
