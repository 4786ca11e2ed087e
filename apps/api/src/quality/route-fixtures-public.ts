// Valid requests of the public routes: system, public data, registration, sign-in.
import { agencyBody } from '../modules/registration/registration.fixtures';
import { pianoLeadBody } from '../modules/tools/piano-lead.fixtures';
import { PASSWORD } from '../test/fixtures';
import type { RouteFixture } from './route-types';

export const PUBLIC_FIXTURES = {
  health: { ok: 200 },
  config: { ok: 200 },
  comuni: { query: { provincia: 'RM' }, ok: 200 },
  comuniProvince: { ok: 200 },
  comuniSearch: { query: { q: 'rom' }, ok: 200 },
  referrerChoices: { ok: 200 },
  publicServices: { ok: 200 },
  toolDefaults: { ok: 200 },
  pianoShare: { params: (s) => ({ slug: s.slugs.agency }), ok: 200 },
  widgetConfig: { params: (s) => ({ slug: s.slugs.agency }), ok: 200 },
  // A preview that was never made (or is over 10 minutes old): not found.
  sitePreviewPage: { params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), ok: 404 },
  pianoLead: { params: (s) => ({ slug: s.slugs.agency }), body: () => pianoLeadBody(), ok: 200 },
  displayRataBeacon: {
    params: (s) => ({ slug: s.slugs.agency }),
    body: () => ({ pagine: 1, badge: 3, esempi: 1 }),
    ok: 204,
  },
  // A link that was never mailed: the page says it is no longer valid (410), deletes nothing.
  publicReferralOptOutCheck: { params: () => ({ token: 'x'.repeat(43) }), ok: 410 },
  publicReferralOptOut: { body: () => ({ token: 'x'.repeat(43) }), ok: 410 },
  // A code never issued: no such certificate (404), and nothing else said.
  publicCertificateCheck: { params: () => ({ codice: 'x'.repeat(43) }), ok: 404 },
  // registration, verification, password reset
  register: { body: () => agencyBody(), ok: 200 },
  registerAffida: { body: () => ({}), ok: 400 },
  verifyAccount: { params: () => ({ token: 'non-esiste-0123456789abcdef' }), ok: 404 },
  resendVerification: { body: () => ({ email: 'nessuno@example.it' }), ok: 200 },
  forgotPassword: { body: () => ({ email: 'nessuno@example.it' }), ok: 200 },
  confirmEmailChange: { body: () => ({ token: 'x'.repeat(43) }), ok: 404 },
  checkResetLink: { body: () => ({ token: 'x'.repeat(43) }), ok: 410 },
  // an export link (decision 060): the token is the credential, an unknown one is not found
  exportDownload: { params: () => ({ token: 'x'.repeat(43) }), ok: 404 },
  resetPassword: {
    body: () => ({ token: 'x'.repeat(43), password: 'Buona-Password-2026' }),
    ok: 400,
  },
  // sign-in, and the session routes that need the matching token
  adminLogin: { body: (s) => ({ email: s.emails.admin, password: PASSWORD }), ok: 200 },
  adminLoginVerify: { body: (s) => ({ mfaToken: s.mfa.verify, code: s.mfa.code }), ok: 200 },
  // The step token of an admin who has since enrolled: the enrolment is over.
  adminLoginEnrol: { body: (s) => ({ mfaToken: s.mfa.enrolled, code: s.mfa.code }), ok: 409 },
  adminRefresh: { body: () => ({}), ok: 200 },
  adminLogout: { body: () => ({}), ok: 200, fresh: true },
  adminGetMe: { ok: 200 },
  userLogin: { body: (s) => ({ email: s.emails.agency, password: PASSWORD }), ok: 200 },
  userLogout: { body: () => ({}), ok: 200, fresh: true },
  userFetchMe: { ok: 200 },
} satisfies Record<string, RouteFixture>;
