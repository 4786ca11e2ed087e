// Read apart from api-error.ts: telling errors apart and showing their message needs no zod,
// so a form's page shows its errors without it; the client that reads the bodies does.
import {
  ErrorBodySchema,
  LooseErrorBodySchema,
  type ErrorBody,
} from '@portal/shared/contracts/error-body';

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
