import type { FastifyInstance } from 'fastify';
import { AGENCY_MAIL_KINDS } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import { agencyMailPrefsOf, setAgencyMailPref } from './notification-prefs.queries';

/** /v2/{product}/user/user_notificationPrefs: the signed-in agency's notification switches. */
export async function notificationPrefsRoutes(app: FastifyInstance) {
  serve(app, routes.userNotificationPrefs, {}, async (req) =>
    agencyMailPrefsOf(app.db, req.agency!.id),
  );

  serve(app, routes.userNotificationPrefsSave, {}, async (req) => {
    const agencyId = req.agency!.id;
    const now = new Date(app.deps.clock.now());
    await app.db.transaction(async (tx) => {
      for (const kind of AGENCY_MAIL_KINDS) {
        await setAgencyMailPref(tx, agencyId, kind, req.body[kind], now);
      }
    });
    return agencyMailPrefsOf(app.db, agencyId);
  });
}
