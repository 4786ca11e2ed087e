import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ReferrerSmallSchema } from '@portal/shared';
import { referrerChoices } from './referrers-public.service';

/** /v2/agents: getAllSmallInfo, the referrer choices of the registration form (public). */
export async function publicReferrersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/getAllSmallInfo',
    {
      schema: {
        tags: ['referenti'],
        summary: 'Referenti attivi da scegliere nella registrazione (codice, nome, cognome)',
        response: { 200: z.array(ReferrerSmallSchema), 500: ErrorBodySchema },
      },
    },
    async (_req, reply) => {
      // The list changes rarely (admin edits): browsers may keep it five minutes.
      void reply.header('cache-control', 'public, max-age=300');
      return referrerChoices(app.deps);
    },
  );
}
