import { z } from 'zod';
import { AGENCY_MAIL_KINDS, type AgencyMailKind } from '../domain/notification-kinds';

/** Impostazioni → Notifiche: one switch per kind of mail, true when the agency wants it. */
export const NotificationPrefsSchema = z
  .object(
    Object.fromEntries(
      AGENCY_MAIL_KINDS.map((kind) => [
        kind,
        z.boolean({ message: 'Indica se vuoi ricevere questa notifica' }),
      ]),
    ) as Record<AgencyMailKind, z.ZodBoolean>,
  )
  .strict();
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;
