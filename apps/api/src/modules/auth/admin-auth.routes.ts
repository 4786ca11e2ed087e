import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSchema, AdminTokensSchema, ErrorBodySchema, LoginBodySchema, OkSchema } from '@portal/shared';
import { unauthorized } from '../../lib/errors';
import { bearer } from '../../plugins/auth';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

/** /v2/admin: login, silent refresh with rotation, logout, current admin. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login',
    {
      schema: { tags: ['admin'], body: LoginBodySchema, response: { 200: AdminTokensSchema, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const tokens = await app.auth.loginAdmin(req.body.email, req.body.password, req.ip);
      req.log.info({ event: 'admin_login', adminId: tokens.admin._id, ip: req.ip }, 'login admin riuscito');
      return tokens;
    },
  );

  r.post(
    '/refresh',
    {
      schema: {
        tags: ['admin'],
        headers: z.object({ 'x-refresh': z.string().optional() }),
        response: { 200: AdminTokensSchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => {
      const refresh = bearer(req, 'x-refresh');
      if (!refresh) throw unauthorized();
      return app.auth.refreshAdmin(refresh);
    },
  );

  r.post(
    '/logout',
    { preHandler: app.requireAdmin, schema: { tags: ['admin'], response: { 200: OkSchema, 401: ErrorBodySchema } } },
    async (req) => {
      await app.auth.logoutAdmin(req.admin!.familyId);
      req.log.info({ event: 'admin_logout', adminId: req.admin!.id }, 'logout admin');
      return { ok: true as const };
    },
  );

  r.get(
    '/getMe',
    { preHandler: app.requireAdmin, schema: { tags: ['admin'], response: { 200: AdminSchema, 401: ErrorBodySchema } } },
    async (req) => app.auth.getAdmin(req.admin!.id),
  );
}
