import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as mfa from './second-factor.service';

const signInLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** /v2/admin: the second factor of the login, re-authentication, recovery codes, resets. */
export async function secondFactorRoutes(app: FastifyInstance) {
  serve(app, routes.adminLoginVerify, signInLimit, async (req) => {
    const tokens = await mfa.verifyLogin(app.deps, app.auth, { ...req.body, address: req.ip });
    req.log.info(
      { event: 'admin_login', adminId: tokens.admin._id, ip: req.ip },
      'login admin riuscito',
    );
    return tokens;
  });

  serve(app, routes.adminLoginEnrol, signInLimit, async (req) => {
    const enrolled = await mfa.confirmEnrolment(app.deps, app.auth, {
      ...req.body,
      address: req.ip,
    });
    req.log.info(
      { event: 'admin_login', adminId: enrolled.admin._id, ip: req.ip },
      'login admin riuscito',
    );
    return enrolled;
  });

  serve(app, routes.adminReauth, signInLimit, async (req) => {
    await mfa.reauthenticate(app.deps, app.auth, {
      admin: req.admin!,
      password: req.body.password,
      address: req.ip,
    });
    return { ok: true as const };
  });

  serve(app, routes.adminRecoveryCodes, {}, async (req) => ({
    recoveryCodes: await mfa.regenerateRecoveryCodes(app.deps, req.admin!),
  }));

  serve(app, routes.adminAccounts, {}, async (req) => mfa.listAdmins(app.deps, req.admin!));

  serve(app, routes.adminResetMfa, {}, async (req) => {
    await mfa.resetSecondFactor(app.deps, req.admin!, req.body.id);
    return { ok: true as const };
  });
}
