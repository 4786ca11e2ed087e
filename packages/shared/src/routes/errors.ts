import { ErrorBodySchema } from '../contracts/common';

/** The error envelope for each of the given statuses. */
export function errors<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as {
    [K in S[number]]: typeof ErrorBodySchema;
  };
}

/** What an idempotent call may answer besides its own (decision 024): still running, key reused. */
export const idempotencyErrors = errors(409, 422);
