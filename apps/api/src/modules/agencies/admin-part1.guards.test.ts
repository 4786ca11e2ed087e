import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../../test/fixtures';
import { REFRESH_REUSE_GRACE_MS } from '../auth/auth.service';

// Every route of the admin area (part 1) × {visitor, agency, internal agent, admin}: only an
// admin gets through; the others get 401 before any input is read. A route of these
// prefixes missing from the table fails the last test.
let t: TestContext;
const tokens: Record<string, string | undefined> = {};
const ID = '00000000-0000-4000-8000-000000000000';
const p = '/v2/8volante';

type Route = { method: 'GET' | 'POST'; url: string; payload?: object; admin: number };
const ROUTES: Route[] = [
  { method: 'GET', url: `${p}/user/admin_getAll`, admin: 200 },
  { method: 'GET', url: `${p}/user/admin_list?q=rossi&pagina=2`, admin: 200 },
  { method: 'GET', url: `${p}/user/admin_suggest?q=rossi`, admin: 200 },
  { method: 'GET', url: `${p}/user/admin_get/${ID}`, admin: 404 },
  { method: 'POST', url: `${p}/user/admin_add`, payload: {}, admin: 400 },
  { method: 'POST', url: `${p}/user/admin_update`, payload: {}, admin: 400 },
  { method: 'POST', url: `${p}/user/admin_delete`, payload: { id: ID }, admin: 404 },
  { method: 'POST', url: `${p}/user/admin_resetPassword`, payload: { id: ID }, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_invitation/${ID}`, admin: 404 },
  { method: 'POST', url: `${p}/user/admin_resendInvitation`, payload: { id: ID }, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_erasure/${ID}`, admin: 404 },
  { method: 'POST', url: `${p}/user/admin_erase`, payload: { id: ID }, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_agency360/${ID}?pagina=2`, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_display_rata_classifica?pagina=2`, admin: 200 },
  { method: 'GET', url: `${p}/user/getCSV`, admin: 200 },
  {
    method: 'POST',
    url: `${p}/user/admin_exportLink`,
    payload: { kind: 'agenzieCsv', filter: {} },
    admin: 200,
  },
  { method: 'GET', url: `${p}/user/admin_exportProgress/${ID}`, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_stats`, admin: 200 },
  { method: 'GET', url: `${p}/user/admin_audit/agency/${ID}`, admin: 200 },
  { method: 'GET', url: `${p}/user/referentiAlleare`, admin: 200 },
  { method: 'GET', url: `${p}/referenti/admin_list?pagina=2`, admin: 200 },
  { method: 'POST', url: `${p}/referenti/admin_add`, payload: {}, admin: 400 },
  { method: 'POST', url: `${p}/referenti/admin_update`, payload: {}, admin: 400 },
  {
    method: 'POST',
    url: `${p}/referenti/admin_setActive`,
    payload: { id: ID, active: false },
    admin: 404,
  },
  { method: 'POST', url: `${p}/referenti/admin_importPreview`, payload: { csv: ' ' }, admin: 400 },
  { method: 'POST', url: `${p}/referenti/admin_importCommit`, payload: { csv: ' ' }, admin: 400 },
  { method: 'POST', url: `${p}/referenti/admin_photo`, payload: {}, admin: 415 },
  { method: 'GET', url: `${p}/user_servizi/fetchFromUser/${ID}`, admin: 404 },
  { method: 'GET', url: `${p}/user/admin_work_queue`, admin: 200 },
  { method: 'GET', url: `${p}/user_servizi/admin_list`, admin: 200 },
  {
    method: 'POST',
    url: `${p}/user_servizi/admin_transition`,
    payload: { id: ID, to: 'presa_in_carico', version: 1 },
    admin: 404,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const agency = await insertAgency(t.app.db);
  const agent = await insertAgency(t.app.db, { agenteInterno: true });
  const admin = await insertAdmin(t.app.db);
  tokens.agency = await loginAgency(t.app, agency.email);
  tokens.agent = await loginAgency(t.app, agent.email);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('admin part 1: authorization matrix', () => {
  for (const route of ROUTES) {
    for (const role of ['visitor', 'agency', 'agent', 'admin'] as const) {
      const expected = role === 'admin' ? route.admin : 401;
      it(`${route.method} ${route.url.replace(p, '')} as ${role} → ${expected}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(res.statusCode).toBe(expected);
        expect(expected < 400 || /[a-zà-ù]/.test(res.json().message), 'messaggio italiano').toBe(
          true,
        );
      });
    }
  }

  it('the table lists every route under the admin prefixes of this area', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const mine = [
      `${p}/user/admin_`,
      `${p}/user/getCSV`,
      `${p}/user/referentiAlleare`,
      `${p}/referenti/`,
      `${p}/user_servizi/`,
    ];
    const listed = new Set(
      ROUTES.map((r) =>
        r.url.split('?')[0]!.replace(ID, ':id').replace('/agency/:id', '/:entity/:id'),
      ),
    );
    const registered = printed
      .split('\n')
      .map((line) => /(\/v2\/\S+)/.exec(line)?.[1])
      .filter((u): u is string => !!u && mine.some((m) => u.startsWith(m)));
    expect(registered.length).toBeGreaterThan(0);
    for (const url of registered) expect(listed, url).toContain(url);
  });

  it('an admin token stops working after logout; a refresh token replayed revokes the family', async () => {
    const admin = await insertAdmin(t.app.db);
    const first = await loginAdmin(t.app, admin.email);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/refresh',
        headers: { 'x-refresh': `Bearer ${token}` },
        payload: {},
      });
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json<{ accessToken: string; refreshToken: string }>();
    const stats = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${p}/user/admin_stats`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await stats(next.accessToken)).statusCode).toBe(200);
    // A replay past the grace a second tab gets (decision 075) ends the sign-in.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await stats(next.accessToken)).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });
});
