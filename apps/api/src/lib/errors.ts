import { ErrorCode, type ErrorCodeValue } from '@portal/shared';

/** Errors a service throws on purpose; the error handler maps them to status and body. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCodeValue,
    message: string,
    public readonly details?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, ErrorCode.validation, message, details);
export const unauthorized = (message = 'Accesso non autorizzato: effettua di nuovo il login.') =>
  new AppError(401, ErrorCode.unauthorized, message);
export const tokenExpired = () =>
  new AppError(401, ErrorCode.tokenExpired, 'Sessione scaduta: effettua di nuovo il login.');
export const forbidden = (message = 'Non hai i permessi per questa operazione.') =>
  new AppError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'Risorsa non trovata.') =>
  new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, details?: Record<string, string>) =>
  new AppError(409, ErrorCode.conflict, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ErrorCode.tooMany,
    `Troppi tentativi. Riprova tra ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minuti.`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
