import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AgencySchema, ErrorBodySchema, LoginBodySchema, OkSchema, UserLoginResponseSchema } from '@portal/shared';
import { unauthorized } from '../../lib/errors';
import { agencyView } from '../agencies/agencies.service';

/** /v2/{product}/user: the agency's login, logout and "who am I". */
export async function userAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user_login',
    {
      schema: {
        tags: ['agenzie'],
        body: LoginBodySchema,
        response: { 200: UserLoginResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const result = await app.auth.loginAgency(req.body.email, req.body.password, req.ip);
      req.log.info({ event: 'agency_login', agencyId: result.agenzia._id, ip: req.ip }, 'login agenzia riuscito');
      return result;
    },
  );

  r.post(
    '/user_logout',
    { preHandler: app.requireAgency, schema: { tags: ['agenzie'], response: { 200: OkSchema, 401: ErrorBodySchema } } },
    async (req) => {
      await app.auth.logoutAgency(req.agency!.sessionId);
      return { ok: true as const };
    },
  );

  r.get(
    '/user_fetchMeFromToken',
    { preHandler: app.requireAgency, schema: { tags: ['agenzie'], response: { 200: AgencySchema, 401: ErrorBodySchema } } },
    async (req) => {
      const me = await agencyView(app.deps, req.agency!.id);
      if (!me) throw unauthorized();
      return me;
    },
  );
}
