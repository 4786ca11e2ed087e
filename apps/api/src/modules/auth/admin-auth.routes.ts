import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes } from '@portal/shared/routes';
import { unauthorized } from '../../lib/errors';
import { bearer } from '../../plugins/auth';
import { serve } from '../../plugins/routes';

/** /v2/admin: the password step of the login, silent refresh with rotation, logout, current admin. */
export async function adminAuthRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.adminLogin,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => {
      const step = await app.auth.loginAdmin(req.body.email, req.body.password, req.ip);
      req.log.info({ event: 'admin_password_ok', ip: req.ip }, 'password admin corretta');
      return step;
    },
  );

  serve(
    app,
    routes.adminRefresh,
    {
      headers: z.object({ 'x-refresh': z.string().optional() }),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => {
      const refresh = bearer(req, 'x-refresh');
      if (!refresh) throw unauthorized();
      return app.auth.refreshAdmin(refresh);
    },
  );

  serve(app, routes.adminLogout, {}, async (req) => {
    await app.auth.logoutAdmin(req.admin!.familyId);
    req.log.info({ event: 'admin_logout', adminId: req.admin!.id }, 'logout admin');
    return { ok: true as const };
  });

  serve(app, routes.adminGetMe, {}, async (req) => app.auth.getAdmin(req.admin!.id));
}
