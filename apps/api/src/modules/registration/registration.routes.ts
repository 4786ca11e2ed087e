import type { FastifyInstance } from 'fastify';
import { REGISTRATION_TEXT } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { registerAccount, verifyAccount } from './registration.service';
import { requestVerificationResend } from './resend-link.service';

/** Per address: enough for an office behind one router, too few to spray mails. */
const registerLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * /v2/agenzieUser: registration (spec section 7), Affida registration, verification of
 * the mailed link and a new link on request. Public routes; the body schemas drop any field the client may not set.
 */
export async function registrationRoutes(app: FastifyInstance) {
  serve(app, routes.register, { config: registerLimit }, async (req) => {
    await registerAccount({ ...req.deps, log: req.log }, { kind: 'agency', body: req.body });
    return { message: REGISTRATION_TEXT.registered };
  });

  serve(app, routes.registerAffida, { config: registerLimit }, async (req) => {
    await registerAccount({ ...req.deps, log: req.log }, { kind: 'affida', body: req.body });
    return { message: REGISTRATION_TEXT.affidaRegistered };
  });

  serve(
    app,
    routes.verifyAccount,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => verifyAccount({ ...app.deps, log: req.log }, req.params.token),
  );

  serve(
    app,
    routes.resendVerification,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (req) => requestVerificationResend({ ...app.deps, log: req.log }, req.body.email),
  );
}
