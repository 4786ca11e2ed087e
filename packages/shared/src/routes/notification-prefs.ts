// Impostazioni → Notifiche: which notification mails the signed-in agency receives.
import { NotificationPrefsSchema } from '../contracts/notification-prefs';
import { defineRoute } from './define';
import { errors } from './errors';

export const userNotificationPrefs = defineRoute({
  method: 'GET',
  path: '/v2/{product}/user/user_notificationPrefs',
  who: 'agency',
  tag: 'agenzie',
  summary: 'Le notifiche via e-mail che l’agenzia riceve',
  responses: { 200: NotificationPrefsSchema, ...errors(401, 403) },
});

export const userNotificationPrefsSave = defineRoute({
  method: 'PUT',
  path: '/v2/{product}/user/user_notificationPrefs',
  who: 'agency',
  tag: 'agenzie',
  summary: 'Sceglie le notifiche via e-mail che l’agenzia riceve',
  body: NotificationPrefsSchema,
  responses: { 200: NotificationPrefsSchema, ...errors(400, 401, 403) },
});
