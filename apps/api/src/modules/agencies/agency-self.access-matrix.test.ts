import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  insertAdmin,
  insertAgency,
  insertReferrer,
  loginAdmin,
  loginAgency,
} from '../../test/fixtures';

// Authorization matrix of the reserved area's routes (QUALITY S8): every route × role
// answers the expected status with a valid request. A reserved-area route missing from
// the table fails the last test.

let t: TestContext;
const tokens: Record<string, string | undefined> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const r = await insertReferrer(t.app.db);
  const agency = await insertAgency(t.app.db, { referenteId: r.id });
  const agent = await insertAgency(t.app.db, { referenteId: r.id, agenteInterno: true });
  const admin = await insertAdmin(t.app.db);
  ids.agency = agency.id;
  tokens.visitor = undefined;
  tokens.agency = await loginAgency(t.app, agency.email);
  tokens.agent = await loginAgency(t.app, agent.email);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

type Role = 'visitor' | 'agency' | 'agent' | 'admin';
interface Row {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: () => object;
  expect: Record<Role, number>;
}
const NONE = '00000000-0000-4000-8000-000000000000';
const p = () => `/v2/${t.config.productSlug}`;
const appointment = () => ({
  agenzia: ids.agency!,
  state: 'Inserito',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario@example.it',
  cellulare: '3331234567',
});

const matrix: Row[] = [
  {
    method: 'POST',
    path: '/v2/agenzieUser/forgotPassword',
    body: () => ({ email: 'x@example.it' }),
    expect: { visitor: 200, agency: 200, agent: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/v2/agenzieUser/resetPassword',
    body: () => ({ token: 'x'.repeat(43), password: 'Buona-Password-2026' }),
    expect: { visitor: 400, agency: 400, agent: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/user/user_changePassword',
    body: () => ({ password_attuale: 'sbagliata', password_nuova: 'Buona-Password-2026' }),
    expect: { visitor: 401, agency: 400, agent: 400, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_agenzieCollegate',
    expect: { visitor: 401, agency: 403, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_exportData',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_exportDataHtml',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'POST',
    path: '/user/user_requestErasure',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_erasureRequest',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_notificationPrefs',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/user/user_profile',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'PUT',
    path: '/user/user_profile',
    body: () => ({
      titolare: 'Mario Rossi',
      provincia: 'RM',
      comune: 'Roma',
      cap: '00118',
      indirizzo: 'Via del Corso 1',
    }),
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'POST',
    path: '/user/user_changeEmail',
    body: () => ({ email: 'nuovo-indirizzo@example.it' }),
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/contest/user_contest',
    // internal agents are not ranked (decision 094)
    expect: { visitor: 401, agency: 200, agent: 403, admin: 401 },
  },
  {
    method: 'GET',
    path: '/contest/user_hubSummary',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/servizi/reserveds_fetchAll',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/servizi/user_fetchRichieste',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'POST',
    path: '/servizi/user_richiediServizio',
    body: () => ({ service: NONE }),
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'GET',
    path: '/appuntamenti/user_fetchAll',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: `/appuntamenti/user_fetchOne/${NONE}`,
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/user_create',
    body: appointment,
    expect: { visitor: 401, agency: 403, agent: 200, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/user_edit',
    body: () => ({ _id: NONE, ...appointment() }),
    expect: { visitor: 401, agency: 403, agent: 404, admin: 401 },
  },
  // The steps of a lead (decision 100): the recording agent writes, the agency reads.
  {
    method: 'GET',
    path: `/appuntamenti/user_milestones/${NONE}`,
    expect: { visitor: 401, agency: 403, agent: 404, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/user_milestone',
    body: () => ({ id: NONE, step: 'istruttoria', data: '2026-11-02', version: 0 }),
    expect: { visitor: 401, agency: 403, agent: 404, admin: 401 },
  },
  {
    method: 'GET',
    path: `/appuntamenti/user_timeline/${NONE}`,
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'GET',
    path: '/appuntamenti/user_timelines',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  // «Segnala un cliente»: the agency passes clients, the internal agent decides on them.
  {
    method: 'POST',
    path: '/segnalazioni/user_create',
    body: () => ({
      nome: 'Giulia',
      cognome: 'Bianchi',
      telefono: '333 765 4321',
      email: 'giulia.matrice@example.it',
      consenso: true,
    }),
    expect: { visitor: 401, agency: 200, agent: 403, admin: 401 },
  },
  {
    method: 'GET',
    path: '/segnalazioni/user_fetchAll',
    expect: { visitor: 401, agency: 200, agent: 403, admin: 401 },
  },
  {
    method: 'GET',
    path: '/segnalazioni/user_agentFetchAll',
    expect: { visitor: 401, agency: 403, agent: 200, admin: 401 },
  },
  {
    method: 'POST',
    path: '/segnalazioni/user_agentConvert',
    body: () => ({ id: NONE }),
    expect: { visitor: 401, agency: 403, agent: 404, admin: 401 },
  },
  {
    method: 'POST',
    path: '/segnalazioni/user_agentRefuse',
    body: () => ({ id: NONE, motivo: 'Cliente non raggiungibile' }),
    expect: { visitor: 401, agency: 403, agent: 404, admin: 401 },
  },
  // The financing certificates of a lead (decision 117): the agency on its own leads, the agent
  // on those it recorded; an unknown lead or certificate is a 404 for both.
  {
    method: 'GET',
    path: `/appuntamenti/user_certificates/${NONE}`,
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  // The notes of a lead (decision 105): the agency on its own leads, the agent on those it
  // recorded; an unknown lead or note is a 404 for both.
  {
    method: 'GET',
    path: `/appuntamenti/user_notes/${NONE}`,
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/user_note',
    body: () => ({ id: NONE, testo: 'Una nota' }),
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/user_noteEdit',
    body: () => ({ noteId: NONE, testo: 'Una nota' }),
    expect: { visitor: 401, agency: 404, agent: 404, admin: 401 },
  },
  {
    method: 'GET',
    path: '/appuntamenti/user_getPoints',
    expect: { visitor: 401, agency: 200, agent: 200, admin: 401 },
  },
  {
    method: 'GET',
    path: '/appuntamenti/user_getPosition',
    expect: { visitor: 401, agency: 403, agent: 403, admin: 401 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/admin_payed',
    body: () => ({ id: NONE, p: true }),
    expect: { visitor: 401, agency: 401, agent: 401, admin: 404 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/admin_wc',
    body: () => ({ id: NONE, p: true }),
    expect: { visitor: 401, agency: 401, agent: 401, admin: 404 },
  },
  {
    method: 'POST',
    path: '/appuntamenti/admin_contratto',
    body: () => ({ id: NONE, p: true }),
    expect: { visitor: 401, agency: 401, agent: 401, admin: 404 },
  },
];

const fullPath = (row: Row) => (row.path.startsWith('/v2/') ? row.path : `${p()}${row.path}`);

describe('reserved area: route × role', () => {
  for (const row of matrix) {
    for (const role of ['visitor', 'agency', 'agent', 'admin'] as const) {
      it(`${row.method} ${row.path} as ${role} → ${row.expect[role]}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: row.method,
          url: fullPath(row),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(row.method !== 'GET' ? { payload: row.body?.() ?? {} } : {}),
          remoteAddress: `10.1.${matrix.indexOf(row)}.${['visitor', 'agency', 'agent', 'admin'].indexOf(role)}`,
        });
        expect(res.statusCode).toBe(row.expect[role]);
        expect(
          res.statusCode < 400 || /[a-zà-ù]/.test(res.json().message),
          'messaggio italiano',
        ).toBe(true);
      });
    }
  }

  it('every reserved-area route is in the table', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const foundation = /\/user_(login|logout|fetchMeFromToken)$/;
    const reserved = Object.keys(doc.paths).filter(
      (path) =>
        /\/(user_[A-Za-z]+|reserveds_fetchAll|forgotPassword|resetPassword|admin_(payed|wc|contratto))(\/\{id\})?$/.test(
          path,
        ) && !foundation.test(path),
    );
    const listed = new Set(matrix.map((row) => fullPath(row).replace(NONE, '{id}')));
    expect(reserved.filter((path) => !listed.has(path))).toEqual([]);
    expect(reserved.length).toBeGreaterThanOrEqual(listed.size);
  });
});
