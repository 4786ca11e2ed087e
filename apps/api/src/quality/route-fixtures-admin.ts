// Valid requests of the admin area.
import { serviceData } from '../modules/services/services-admin.fixtures';
import { PASSWORD } from '../test/fixtures';
import { NONE, type RouteFixture } from './route-types';

const id = () => ({ id: NONE });

export const ADMIN_FIXTURES = {
  // the second factor
  adminReauth: { body: () => ({ password: PASSWORD }), ok: 200 },
  adminRecoveryCodes: { ok: 200 },
  adminAccounts: { ok: 200 },
  adminResetMfa: { body: id, ok: 404 },
  // agencies, referrers, requests
  adminAgencies: { ok: 200 },
  adminAgencyPage: { query: { q: 'rossi', ordina: 'nome', pagina: '2' }, ok: 200 },
  adminAgencySuggest: { query: { q: 'rossi', tipo: 'interni' }, ok: 200 },
  adminAgency: { params: id, ok: 404 },
  adminAgencyAdd: { body: () => ({}), ok: 400 },
  adminAgencyUpdate: { body: () => ({}), ok: 400 },
  adminAgencyDelete: { body: id, ok: 404 },
  adminAgencyResetPassword: { body: id, ok: 404 },
  adminAgencyInvitation: { params: id, ok: 404 },
  adminAgencyResendInvite: { body: id, ok: 404 },
  adminAgencyErasure: { params: id, ok: 404 },
  adminAgencyErase: { body: id, ok: 404 },
  adminAgency360: { params: id, query: { pagina: '2' }, ok: 404 },
  adminAgenciesCsv: { ok: 200 },
  adminAgenciesXlsx: { query: { q: 'rossi', stato: 'CONFERMATO', tipo: 'agenzie' }, ok: 200 },
  adminStats: { ok: 200 },
  adminAudit: { params: () => ({ entity: 'agency', id: NONE }), ok: 200 },
  adminReferrers: { ok: 200 },
  adminReferrerPage: { query: { q: 'rossi', ordina: 'codice', pagina: '2' }, ok: 200 },
  adminReferrerAdd: { body: () => ({}), ok: 400 },
  adminReferrerUpdate: { body: () => ({}), ok: 400 },
  adminReferrerSetActive: { body: () => ({ id: NONE, active: false }), ok: 404 },
  adminReferrerPhoto: { form: () => ({ _id: NONE, remove: true }), ok: 404 },
  adminReferrerImportPreview: { body: () => ({ csv: ' ' }), ok: 400 },
  adminReferrerImportCommit: { body: () => ({ csv: ' ' }), ok: 400 },
  adminAgencyServices: { params: id, ok: 404 },
  adminServiceRequests: { query: { stato: 'inviata' }, ok: 200 },
  adminServiceRequestTransition: {
    body: () => ({ id: NONE, to: 'presa_in_carico', version: 1 }),
    ok: 404,
  },
  adminWorkQueue: { ok: 200 },
  // services and the appointments desk
  adminServices: { ok: 200 },
  adminService: { params: id, ok: 404 },
  adminServiceAdd: { form: () => serviceData(), ok: 200 },
  adminServiceUpdate: { form: () => ({ ...serviceData(), _id: NONE }), ok: 404 },
  adminServiceDelete: { body: id, ok: 404 },
  adminServiceReorder: { body: () => ({ ids: [NONE] }), ok: 409 },
  adminAppointments: { body: () => ({ limit: 25, skip: 0 }), ok: 200 },
  adminAppointmentDescr: { body: () => ({ id: NONE, description: 'x' }), ok: 404 },
  adminAppointmentDelete: { body: id, ok: 404 },
  adminLeadMilestones: { params: () => ({ id: NONE }), ok: 404 },
  adminLeadMilestoneSave: {
    body: () => ({ id: NONE, step: 'perizia', data: '2026-01-15', version: 0 }),
    ok: 404,
  },
  adminReferrals: { query: { stato: 'tutte' }, ok: 200 },
  adminReferralConvert: { body: () => ({ id: NONE }), ok: 404 },
  adminReferralRefuse: { body: () => ({ id: NONE, motivo: 'Cliente già seguito' }), ok: 404 },
  adminLeadNotes: { params: () => ({ id: NONE }), ok: 404 },
  adminLeadNoteCreate: { body: () => ({ id: NONE, testo: 'Una nota' }), ok: 404 },
  adminLeadNoteEdit: { body: () => ({ noteId: NONE, testo: 'Una nota' }), ok: 404 },
  adminLeadNotesUnread: { ok: 200 },
  adminLeadCertificates: { params: () => ({ id: NONE }), ok: 404 },
  adminCertificateIssue: {
    body: () => ({
      id: NONE,
      acquirente: 'Mario Rossi',
      mutuoMassimoCents: 15_000_000,
      prezzoCents: 20_000_000,
      durataAnni: 25,
      consap: 'non_valutata',
    }),
    ok: 404,
  },
  adminCertificateRevoke: { body: () => ({ certificateId: NONE, motivo: 'Errore' }), ok: 404 },
  adminCertificatePdf: { params: () => ({ certificateId: NONE }), ok: 404 },
  adminAppointmentsCsv: { body: () => ({}), ok: 200 },
  adminAppointmentsXlsx: { body: () => ({}), ok: 200 },
  adminAppointmentPayed: { body: () => ({ id: NONE, p: true }), ok: 404 },
  adminAppointmentWc: { body: () => ({ id: NONE, p: true }), ok: 404 },
  adminAppointmentContratto: { body: () => ({ id: NONE, p: true }), ok: 404 },
  adminAppointmentsBulkFlag: {
    body: () => ({ flag: 'payed', value: true, ids: [NONE], dryRun: true }),
    ok: 200,
  },
  // exports through a single-use link (decision 060)
  adminExportLink: { body: () => ({ kind: 'agenzieCsv', filter: { q: 'rossi' } }), ok: 200 },
  adminExportProgress: { params: id, ok: 404 },
  // the mortgage conditions
  adminConditions: { ok: 200 },
  adminConditionsAdd: { body: () => ({}), ok: 400 },
  adminConditionsDelete: { body: id, ok: 404 },
} satisfies Record<string, RouteFixture>;
