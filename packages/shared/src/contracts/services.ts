import { z } from 'zod';
import { IdSchema } from './common';
import { SERVICE_REQUEST_STATES, SERVICE_VISIBILITY } from '../domain/states';

export const ServiceVisibilitySchema = z.enum(SERVICE_VISIBILITY);

/**
 * A service of the catalogue. Prices are integer euro cents (null: no such price);
 * `description` is HTML already sanitised by the server; `image` and `pdf` are URLs
 * served by the portal (or null).
 */
export const ServiceSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  pdf: z.string().nullable(),
  color: z.string(),
  promo: z.boolean(),
  prices_with: z.number().int().nullable(),
  prices_without: z.number().int().nullable(),
  visibility: ServiceVisibilitySchema,
  position: z.number().int(),
  url: z.string().nullable(),
});
export type Service = z.infer<typeof ServiceSchema>;
export const ServiceListSchema = z.array(ServiceSchema);

/** The user-service link of the spec: an agency's request for a service. */
export const UserServiceSchema = z.object({
  _id: IdSchema,
  service: z.object({ _id: IdSchema, name: z.string() }),
  requested: z.boolean(),
  requested_at: z.string(),
  /** Where the request stands (decision 051), and the admin's note for the agency. */
  state: z.enum(SERVICE_REQUEST_STATES),
  note: z.string().nullable(),
});
export type UserService = z.infer<typeof UserServiceSchema>;
