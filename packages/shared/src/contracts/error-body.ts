// zod/mini: the web shell reads every failed call's body with this schema (decision 020).
import * as z from 'zod/mini';

/** Every non-2xx body the API sends. `message` is Italian and safe to show. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.record(z.string(), z.string())),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * An error body that does not keep the contract (a proxy, an older server): a message is
 * enough to show; code and request id are kept when they are texts, details never.
 */
export const LooseErrorBodySchema = z.object({
  message: z.string(),
  code: z.catch(z.string(), ''),
  requestId: z.catch(z.string(), ''),
});
