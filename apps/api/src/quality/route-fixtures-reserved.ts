// Valid requests of the reserved area (agencies and internal agents).
import { DEFAULT_DISPLAY_RATA_SETTINGS } from '@portal/shared';
import { NONE, appointment, referral, type RouteFixture } from './route-types';

export const RESERVED_FIXTURES = {
  userChangePassword: {
    body: () => ({ password_attuale: 'sbagliata', password_nuova: 'Buona-Password-2026' }),
    ok: 400,
  },
  userLinkedAgencies: { ok: 200 },
  userExportData: { ok: 200 },
  userExportDataHtml: { ok: 200 },
  userRequestErasure: { body: () => ({}), ok: 200 },
  userErasureRequest: { ok: 200 },
  userNotificationPrefs: { ok: 200 },
  userNotificationPrefsSave: {
    body: () => ({
      lead_recorded: true,
      lead_progress: true,
      lead_milestone: true,
      lead_note: true,
      ranking_change: true,
      service_request_state: true,
    }),
    ok: 200,
  },
  userProfile: { ok: 200 },
  userProfileSave: {
    body: () => ({
      titolare: 'Mario Rossi',
      provincia: 'RM',
      comune: 'Roma',
      cap: '00118',
      indirizzo: 'Via del Corso 1',
      telefono: '06 1234567',
    }),
    ok: 200,
  },
  userEmailChange: { body: () => ({ email: 'nuovo-indirizzo@example.it' }), ok: 200 },
  reservedServices: { ok: 200 },
  userServiceRequests: { ok: 200 },
  userRequestService: { body: () => ({ service: NONE }), ok: 404 },
  userAppointments: { ok: 200 },
  userAppointment: { params: () => ({ id: NONE }), ok: 404 },
  userAppointmentCreate: { body: appointment, ok: 200 },
  userAppointmentEdit: { body: (s) => ({ _id: NONE, ...appointment(s) }), ok: 404 },
  userLeadMilestones: { params: () => ({ id: NONE }), ok: 404 },
  userLeadMilestoneSave: {
    body: () => ({ id: NONE, step: 'consulenza', data: '2026-01-15', version: 0 }),
    ok: 404,
  },
  userLeadTimeline: { params: () => ({ id: NONE }), ok: 404 },
  userLeadTimelines: { ok: 200 },
  // «Segnala un cliente»: the agency's form and list; the internal agent's side.
  userReferralCreate: { body: () => referral(), ok: 200 },
  userReferrals: { ok: 200 },
  userAgentReferrals: { ok: 200 },
  userAgentReferralConvert: { body: () => ({ id: NONE }), ok: 404 },
  userAgentReferralRefuse: {
    body: () => ({ id: NONE, motivo: 'Cliente non raggiungibile' }),
    ok: 404,
  },
  userLeadNotes: { params: () => ({ id: NONE }), ok: 404 },
  userLeadNoteCreate: { body: () => ({ id: NONE, testo: 'Una nota' }), ok: 404 },
  userLeadNoteEdit: { body: () => ({ noteId: NONE, testo: 'Una nota' }), ok: 404 },
  userLeadCertificates: { params: () => ({ id: NONE }), ok: 404 },
  userCertificatePdf: { params: () => ({ certificateId: NONE }), ok: 404 },
  userPoints: { ok: 200 },
  // The ranking opens at the points target (the seed agency has none) and never to agents.
  userPosition: { ok: 403 },
  displayRataSettings: { ok: 200 },
  displayRataSettingsSave: { body: () => DEFAULT_DISPLAY_RATA_SETTINGS, ok: 200 },
  // The portal opens only public sites: a loopback address is refused before any connection.
  sitePreviewCreate: { body: () => ({ url: 'http://127.0.0.1/annunci' }), ok: 422 },
  displayRataFunnel: { ok: 200 },
} satisfies Record<string, RouteFixture>;
