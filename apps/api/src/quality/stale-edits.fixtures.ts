// The setting of the stale-edit tests (decision 028): a fresh app with two admins, Sara
// Galli and one known only by e-mail, and the message a stale save gets.
import type { LightMyRequestResponse } from 'fastify';
import { insertAdmin, loginAdmin } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';

/** The test clock stands at 10:00 UTC: 11:00 in Rome, on the day the saves are made. */
export const stale = (who: string) =>
  `Questa scheda è stata modificata da ${who} alle 11:00: ricarica per vedere le modifiche`;

export interface StaleEdits {
  t: TestContext;
  /** Bearer header values of the two admins, and Sara's bare token (for multipart calls). */
  sara: string;
  luca: string;
  saraToken: string;
  post(authorization: string, path: string, payload: object): Promise<LightMyRequestResponse>;
  get(authorization: string, path: string): Promise<LightMyRequestResponse>;
}

export async function openStaleEdits(): Promise<StaleEdits> {
  const t = await createTestApp();
  const slug = t.config.productSlug;
  const a = await insertAdmin(t.app.db, { name: 'Sara', surname: 'Galli' });
  const b = await insertAdmin(t.app.db, { name: '', surname: '', email: 'luca.admin@example.it' });
  const saraToken = (await loginAdmin(t.app, a.email)).accessToken;
  return {
    t,
    sara: `Bearer ${saraToken}`,
    luca: `Bearer ${(await loginAdmin(t.app, b.email)).accessToken}`,
    saraToken,
    post: (authorization, path, payload) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/${slug}/${path}`,
        headers: { authorization },
        payload,
      }),
    get: (authorization, path) =>
      t.app.inject({ method: 'GET', url: `/v2/${slug}/${path}`, headers: { authorization } }),
  };
}
