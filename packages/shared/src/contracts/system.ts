import { z } from 'zod';

/** GET /v2/health: the answer of load balancers' and start scripts' probe. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
