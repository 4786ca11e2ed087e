import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { insertAdmin, insertAgency, loginAdmin, loginAgency } from '../test/fixtures';

let t: TestContext;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/v2/test/agency', { preHandler: app.requireAgency }, async (req) => ({
        id: req.agency!.id,
      }));
      app.get('/v2/test/agent', { preHandler: app.requireInternalAgent }, async (req) => ({
        id: req.agency!.id,
      }));
      app.get('/v2/test/admin', { preHandler: app.requireAdmin }, async (req) => ({
        id: req.admin!.id,
      }));
    },
  });
  const agency = await insertAgency(t.app.db);
  const agent = await insertAgency(t.app.db, { agenteInterno: true });
  const admin = await insertAdmin(t.app.db);
  tokens.visitor = undefined;
  tokens.agency = await loginAgency(t.app, agency.email);
  tokens.agent = await loginAgency(t.app, agent.email);
  tokens.admin = (await loginAdmin(t.app, admin.email)).accessToken;
});
afterAll(async () => {
  await t.close();
});

// Expected status for each guard × role.
const matrix: Record<string, Record<string, number>> = {
  '/v2/test/agency': { visitor: 401, agency: 200, agent: 200, admin: 401 },
  '/v2/test/agent': { visitor: 401, agency: 403, agent: 200, admin: 401 },
  '/v2/test/admin': { visitor: 401, agency: 401, agent: 401, admin: 200 },
};

describe('route guards', () => {
  for (const [url, byRole] of Object.entries(matrix)) {
    for (const [role, status] of Object.entries(byRole)) {
      it(`${url} as ${role} → ${status}`, async () => {
        const token = tokens[role];
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(res.statusCode).toBe(status);
        expect(status === 200 || /[a-zà-ù]/.test(res.json().message), 'messaggio italiano').toBe(
          true,
        );
      });
    }
  }
});
