// Route table rows: public data, registration, password reset and sign-in.
import { agencyBody } from '../modules/registration/registration.fixtures';
import { PASSWORD } from '../test/fixtures';
import { ADMIN, AGENCY, ALL, P, type RouteCase } from './route-types';

export const PUBLIC_ROUTES: RouteCase[] = [
  // system and public data
  { method: 'GET', pattern: '/v2/health', expect: ALL(200), reach: 'visitor' },
  { method: 'GET', pattern: '/v2/config', expect: ALL(200), reach: 'visitor' },
  {
    method: 'GET',
    pattern: '/v2/comuni',
    url: () => '/v2/comuni?provincia=RM',
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: '/v2/comuni/',
    url: () => '/v2/comuni/?provincia=RM',
    expect: ALL(200),
    reach: 'visitor',
  },
  { method: 'GET', pattern: '/v2/comuni/province', expect: ALL(200), reach: 'visitor' },
  {
    method: 'GET',
    pattern: '/v2/comuni/search',
    url: () => '/v2/comuni/search?q=rom',
    expect: ALL(200),
    reach: 'visitor',
  },
  { method: 'GET', pattern: '/v2/agents/getAllSmallInfo', expect: ALL(200), reach: 'visitor' },
  { method: 'GET', pattern: `${P}/servizi/public_fetchAll`, expect: ALL(200), reach: 'visitor' },
  { method: 'GET', pattern: `${P}/strumenti/parametri`, expect: ALL(200), reach: 'visitor' },
  {
    method: 'GET',
    pattern: `${P}/strumenti/piano-acquisto/:slug`,
    url: (s) => `${P}/strumenti/piano-acquisto/${s.slugs.agency}`,
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: `${P}/strumenti/widget/:slug`,
    url: (s) => `${P}/strumenti/widget/${s.slugs.agency}`,
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: '/uploads/:file',
    url: () => `/uploads/${'0'.repeat(32)}.webp`,
    expect: ALL(404),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: '/pdf/:file',
    url: () => `/pdf/${'0'.repeat(32)}.pdf`,
    expect: ALL(404),
    reach: 'visitor',
  },
  // 404 here: the script is built with the web app, absent in the tests (webDist undefined).
  { method: 'GET', pattern: '/widget/display-rata.js', expect: ALL(404), reach: 'visitor' },
  { method: 'GET', pattern: '/widget/demo', expect: ALL(200), reach: 'visitor' },
  { method: 'GET', pattern: '/widget/demo.js', expect: ALL(200), reach: 'visitor' },
  // registration, verification, password reset: public
  {
    method: 'POST',
    pattern: '/v2/agenzieUser/register',
    body: () => agencyBody(),
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'POST',
    pattern: '/v2/agenzieUser/registerAffida',
    body: () => ({}),
    expect: ALL(400),
    reach: 'visitor',
  },
  {
    method: 'GET',
    pattern: '/v2/agenzieUser/verify/:token',
    url: () => '/v2/agenzieUser/verify/non-esiste-0123456789abcdef',
    expect: ALL(404),
    reach: 'visitor',
  },
  {
    method: 'POST',
    pattern: '/v2/agenzieUser/forgotPassword',
    body: () => ({ email: 'nessuno@example.it' }),
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'POST',
    pattern: '/v2/agenzieUser/resetPassword',
    body: () => ({ token: 'x'.repeat(43), password: 'Buona-Password-2026' }),
    expect: ALL(400),
    reach: 'visitor',
  },
  // sign-in: public; session routes need the matching token
  {
    method: 'POST',
    pattern: '/v2/admin/login',
    body: (s) => ({ email: s.emails.admin, password: PASSWORD }),
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'POST',
    pattern: '/v2/admin/refresh',
    body: () => ({}),
    expect: ADMIN(200),
    reach: 'admin',
    auth: 'refresh',
  },
  {
    method: 'POST',
    pattern: '/v2/admin/logout',
    body: () => ({}),
    expect: ADMIN(200),
    reach: 'admin',
    auth: 'fresh',
  },
  { method: 'GET', pattern: '/v2/admin/getMe', expect: ADMIN(200), reach: 'admin' },
  {
    method: 'POST',
    pattern: `${P}/user/user_login`,
    body: (s) => ({ email: s.emails.agency, password: PASSWORD }),
    expect: ALL(200),
    reach: 'visitor',
  },
  {
    method: 'POST',
    pattern: `${P}/user/user_logout`,
    body: () => ({}),
    expect: AGENCY(200),
    reach: 'agency',
    auth: 'fresh',
  },
  {
    method: 'GET',
    pattern: `${P}/user/user_fetchMeFromToken`,
    expect: AGENCY(200),
    reach: 'agency',
  },
];
