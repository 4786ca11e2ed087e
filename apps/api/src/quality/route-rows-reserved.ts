// Route table rows: the reserved area (agencies and internal agents).
import { DEFAULT_DISPLAY_RATA_SETTINGS } from '@portal/shared';
import { AGENCY, NONE, P, appointment, type RouteCase } from './route-types';

export const RESERVED_ROUTES: RouteCase[] = [
  // reserved area
  {
    method: 'POST',
    pattern: `${P}/user/user_changePassword`,
    body: () => ({ password_attuale: 'sbagliata', password_nuova: 'Buona-Password-2026' }),
    expect: AGENCY(400),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/user/user_agenzieCollegate`,
    expect: AGENCY(403, 200),
    reach: 'agent',
  },
  { method: 'GET', pattern: `${P}/user/user_exportData`, expect: AGENCY(200), reach: 'agency' },
  {
    method: 'POST',
    pattern: `${P}/user/user_requestErasure`,
    body: () => ({}),
    expect: AGENCY(200),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/servizi/reserveds_fetchAll`,
    expect: AGENCY(200),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/servizi/user_fetchRichieste`,
    expect: AGENCY(200),
    reach: 'agency',
  },
  {
    method: 'POST',
    pattern: `${P}/servizi/user_richiediServizio`,
    body: () => ({ service: NONE }),
    expect: AGENCY(404),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/appuntamenti/user_fetchAll`,
    expect: AGENCY(200),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/appuntamenti/user_fetchOne/:id`,
    url: () => `${P}/appuntamenti/user_fetchOne/${NONE}`,
    expect: AGENCY(404),
    reach: 'agency',
  },
  {
    method: 'POST',
    pattern: `${P}/appuntamenti/user_create`,
    body: appointment,
    expect: AGENCY(403, 200),
    reach: 'agent',
  },
  {
    method: 'POST',
    pattern: `${P}/appuntamenti/user_edit`,
    body: (s) => ({ _id: NONE, ...appointment(s) }),
    expect: AGENCY(403, 404),
    reach: 'agent',
  },
  {
    method: 'GET',
    pattern: `${P}/appuntamenti/user_getPoints`,
    expect: AGENCY(200),
    reach: 'agency',
  },
  {
    method: 'GET',
    pattern: `${P}/appuntamenti/user_getPosition`,
    expect: AGENCY(403),
    reach: 'agency',
  },
  { method: 'GET', pattern: `${P}/strumenti/display-rata`, expect: AGENCY(200), reach: 'agency' },
  {
    method: 'PUT',
    pattern: `${P}/strumenti/display-rata`,
    body: () => DEFAULT_DISPLAY_RATA_SETTINGS,
    expect: AGENCY(200),
    reach: 'agency',
  },
];
