import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '../../../lib/api-error';

/**
 * Puts the server's per-field messages (`details`) on the form's fields, focusing the
 * first; the error toast with the server's message is shown by the mutation cache.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  let focus = true;
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    const name = fields.find((f) => f === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus });
    focus = false;
  }
}
