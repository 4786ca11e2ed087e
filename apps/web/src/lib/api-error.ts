import type { ErrorBody } from '@portal/shared/contracts/error-body';
import { ErrorCode } from '@portal/shared/contracts/error-codes';

/** Text shown when a failed call carries no readable body (spec section 8's 'Error'). */
// Spec section 8 (and decisions.md: "toasts exactly as spec section 8") names this text.
export const DEFAULT_ERROR_TEXT = 'Error';

/**
 * Text of a call that got no answer at all: the network is down, or the server did not
 * answer within the call's time limit (decision 026). Never confused with a refusal.
 */
export const NETWORK_ERROR_TEXT = 'Connessione assente: controlla la rete e riprova';

/** Why a call got no answer: no connection, or no answer within its time limit. */
export type NoAnswerReason = 'offline' | 'timeout';

/**
 * A failed call. `status` 0 means the server could not be reached (see NetworkError);
 * `body` is the server's `{ message, code, details?, requestId }` when it sent one.
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

/** A call that got no answer: the request failed on the way, or its time limit ran out. */
export class NetworkError extends ApiError {
  readonly reason: NoAnswerReason;

  constructor(reason: NoAnswerReason) {
    super(0, null, NETWORK_ERROR_TEXT);
    this.name = 'NetworkError';
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when a save was refused because the record changed after the form loaded it (409
 * `STALE_EDIT`, decision 028): the form shows it with "Ricarica" (StaleEditNotice).
 */
export function isStaleEdit(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409 && error.code === ErrorCode.staleEdit;
}

/** True when the call never got an answer: worth a "Riprova", not a correction of the form. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * Spec section 8: an error without a response body shows the caller's text (or the
 * generic one); otherwise the body's message. A call that got no answer says so, whatever
 * the caller's text (decision 026): "riprova tra poco" would hide a lost connection.
 */
export function getErrorMessage(error: unknown, fallback = DEFAULT_ERROR_TEXT): string {
  if (isNetworkError(error)) return NETWORK_ERROR_TEXT;
  if (isApiError(error) && error.body && error.body.message.trim() !== '')
    return error.body.message;
  return fallback;
}

/** The server's per-field validation messages (`details`), empty when there are none. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.body?.details ? error.body.details : {};
}
