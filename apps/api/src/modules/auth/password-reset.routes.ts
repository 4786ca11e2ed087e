import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service';

/**
 * /v2/agenzieUser: forgotten password request, the reset page's check of its link, and the
 * reset (public: the visitor has no session).
 */
export async function passwordResetRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.forgotPassword,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req) => requestPasswordReset({ ...app.deps, log: req.log }, req.body.email),
  );

  serve(
    app,
    routes.checkResetLink,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req) => {
      await checkResetLink(app.deps, req.body.token, req.body.kind);
      return { ok: true as const };
    },
  );

  serve(
    app,
    routes.resetPassword,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req) => {
      await resetPassword(
        { ...app.deps, log: req.log },
        req.body.token,
        req.body.password,
        req.body.kind,
      );
      return { ok: true as const };
    },
  );
}
