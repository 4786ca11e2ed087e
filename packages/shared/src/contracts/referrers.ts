import { z } from 'zod';
import { IdSchema } from './common';

/** A referrer (referente Alleare) as the admin list shows it. */
export const ReferrerSchema = z.object({
  _id: IdSchema,
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  urlPhoto: z.string().nullable(),
  urlAgente: z.string().nullable(),
  active: z.boolean(),
});
export type Referrer = z.infer<typeof ReferrerSchema>;

/** GET /v2/agents/getAllSmallInfo: the choices of the registration form. */
export const ReferrerSmallSchema = z.object({
  _id: IdSchema,
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
});
export type ReferrerSmall = z.infer<typeof ReferrerSmallSchema>;
