import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './agency-profile.service';

/**
 * Impostazioni → Profilo (decision 057): the signed-in agency's data, its save, the request
 * to change its e-mail (per address: a few a minute; per agency: a few mails an hour), and
 * the public confirmation of the mailed link.
 */
export async function agencyProfileRoutes(app: FastifyInstance) {
  serve(app, routes.userProfile, {}, async (req) => service.getProfile(app.deps, req.agency!));

  serve(
    app,
    routes.userProfileSave,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => service.saveProfile({ ...app.deps, log: req.log }, req.agency!, req.body),
  );

  serve(
    app,
    routes.userEmailChange,
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (req) =>
      service.requestEmailChange({ ...app.deps, log: req.log }, req.agency!, req.body.email),
  );

  serve(
    app,
    routes.confirmEmailChange,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req) => service.confirmEmailChange({ ...app.deps, log: req.log }, req.body.token),
  );
}
