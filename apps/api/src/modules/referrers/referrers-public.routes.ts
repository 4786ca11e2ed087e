import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { referrerChoices } from './referrers-public.service';

/** /v2/agents: getAllSmallInfo, the referrer choices of the registration form (public). */
export async function publicReferrersRoutes(app: FastifyInstance) {
  serve(app, routes.referrerChoices, {}, async (_req, reply) => {
    // The list changes rarely (admin edits): browsers may keep it five minutes.
    void reply.header('cache-control', 'public, max-age=300');
    return referrerChoices(app.deps);
  });
}
