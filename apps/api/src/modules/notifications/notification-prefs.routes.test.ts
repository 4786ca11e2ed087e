import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertAgency, loginAgency } from '../../test/fixtures';
import { agencyWantsMail } from './notification-prefs.queries';

let t: TestContext;
const url = () => `/v2/${t.config.productSlug}/user/user_notificationPrefs`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const allOn = {
  lead_recorded: true,
  lead_progress: true,
  lead_milestone: true,
  lead_note: true,
  ranking_change: true,
  service_request_state: true,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user_notificationPrefs', () => {
  it('shows every notification switched on for a new agency', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const res = await t.app.inject({ method: 'GET', url: url(), headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(allOn);
  });

  it('saves the agency choice for that agency only', async () => {
    const agency = await insertAgency(t.app.db);
    const other = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: auth(token),
      payload: { ...allOn, lead_progress: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...allOn, lead_progress: false });
    expect(await agencyWantsMail(t.app.db, agency.id, 'lead_progress')).toBe(false);
    expect(await agencyWantsMail(t.app.db, other.id, 'lead_progress')).toBe(true);
  });

  it('refuses an incomplete or unknown switch with a 400 in Italian', async () => {
    const agency = await insertAgency(t.app.db);
    const token = await loginAgency(t.app, agency.email);
    const missing = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: auth(token),
      payload: { lead_recorded: false },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.lead_progress).toBe('Indica se vuoi ricevere questa notifica');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: auth(token),
      payload: { ...allOn, sconosciuta: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await agencyWantsMail(t.app.db, agency.id, 'lead_recorded')).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(401);
  });
});
