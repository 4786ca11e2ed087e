// Valid requests of the reserved area (agencies and internal agents).
import { DEFAULT_DISPLAY_RATA_SETTINGS } from '@portal/shared';
import { NONE, appointment, type RouteFixture } from './route-types';

export const RESERVED_FIXTURES = {
  userChangePassword: {
    body: () => ({ password_attuale: 'sbagliata', password_nuova: 'Buona-Password-2026' }),
    ok: 400,
  },
  userLinkedAgencies: { ok: 200 },
  userExportData: { ok: 200 },
  userRequestErasure: { body: () => ({}), ok: 200 },
  userErasureRequest: { ok: 200 },
  userNotificationPrefs: { ok: 200 },
  userNotificationPrefsSave: {
    body: () => ({
      lead_recorded: true,
      lead_progress: true,
      ranking_change: true,
      service_request_state: true,
    }),
    ok: 200,
  },
  reservedServices: { ok: 200 },
  userServiceRequests: { ok: 200 },
  userRequestService: { body: () => ({ service: NONE }), ok: 404 },
  userAppointments: { ok: 200 },
  userAppointment: { params: () => ({ id: NONE }), ok: 404 },
  userAppointmentCreate: { body: appointment, ok: 200 },
  userAppointmentEdit: { body: (s) => ({ _id: NONE, ...appointment(s) }), ok: 404 },
  userPoints: { ok: 200 },
  // The ranking opens at the points target (the seed agency has none) and never to agents.
  userPosition: { ok: 403 },
  displayRataSettings: { ok: 200 },
  displayRataSettingsSave: { body: () => DEFAULT_DISPLAY_RATA_SETTINGS, ok: 200 },
} satisfies Record<string, RouteFixture>;
