import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { unauthorized } from '../../lib/errors';
import { agencyView } from '../agencies/agencies.service';
import { serve } from '../../plugins/routes';

/** /v2/{product}/user: the agency's login, logout and "who am I". */
export async function userAuthRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.userLogin,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => {
      const result = await app.auth.loginAgency(req.body.email, req.body.password, req.ip);
      req.log.info(
        { event: 'agency_login', agencyId: result.agenzia._id, ip: req.ip },
        'login agenzia riuscito',
      );
      return result;
    },
  );

  serve(app, routes.userLogout, {}, async (req) => {
    await app.auth.logoutAgency(req.agency!.sessionId);
    return { ok: true as const };
  });

  serve(app, routes.userFetchMe, {}, async (req) => {
    const me = await agencyView(app.deps, req.agency!.id);
    if (!me) throw unauthorized();
    return me;
  });
}
