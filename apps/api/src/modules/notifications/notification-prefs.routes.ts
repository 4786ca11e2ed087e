import type { FastifyInstance } from 'fastify';
import { routes } from '@portal/shared/routes';
import { serve } from '../../plugins/routes';
import * as service from './notification-prefs.service';

/** /v2/{product}/user/user_notificationPrefs: the signed-in agency's notification switches. */
export async function notificationPrefsRoutes(app: FastifyInstance) {
  serve(app, routes.userNotificationPrefs, {}, async (req) =>
    service.readPrefs(app.db, req.agency!.id),
  );

  serve(app, routes.userNotificationPrefsSave, {}, async (req) =>
    service.savePrefs(app.db, req.agency!.id, req.body, new Date(app.deps.clock.now())),
  );
}
