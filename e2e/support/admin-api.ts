// Records a journey makes for itself through the admin API, so that it depends on no seed
// and no other journey: each name carries the run's own suffix.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminCode, currentAdmin } from './login';

const SLUG = '8volante';
const RUN = Date.now().toString(36);

/** The last sign-in of each e2e admin through the API, kept while its confirmation is fresh. */
const signedIn = new Map<string, { authorization: string; at: number }>();
/** Under the five minutes of a confirmed identity (decision 039). */
const KEEP_MS = 4 * 60 * 1000;

/**
 * The Authorization header of the e2e admin, signed in through the API with both factors
 * (password, then the code of the app) and its identity confirmed, so the dangerous
 * actions (deleting an agency…) go through. A code of the app is good once, so the sign-in
 * is kept for a few minutes and checked before it is used again.
 */
export async function adminHeaders(request: APIRequestContext) {
  const admin = currentAdmin();
  const kept = signedIn.get(admin.email);
  if (kept && Date.now() - kept.at < KEEP_MS) {
    const me = await request.get('/v2/admin/getMe', {
      headers: { authorization: kept.authorization },
    });
    if (me.status() === 200) return { authorization: kept.authorization };
  }
  const step = await request.post('/v2/admin/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(step.status()).toBe(200);
  const { mfaToken } = (await step.json()) as { mfaToken: string };
  const res = await request.post('/v2/admin/login/verify', {
    data: { mfaToken, code: await adminCode(admin.secret) },
  });
  expect(res.status()).toBe(200);
  const authorization = `Bearer ${((await res.json()) as { accessToken: string }).accessToken}`;
  const reauth = await request.post('/v2/admin/reauth', {
    headers: { authorization },
    data: { password: admin.password },
  });
  expect(reauth.status()).toBe(200);
  signedIn.set(admin.email, { authorization, at: Date.now() });
  return { authorization };
}

export const AGENCY_PASSWORD = 'Journey-Agency-Password-2026';

/** A confirmed agency (admin_add) named `nome` and the run; it can sign in at once. */
export async function createAgency(request: APIRequestContext, nome: string) {
  const key = `${nome.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${RUN}`;
  const agency = { nome: `${nome} ${RUN}`, email: `${key}@journeys.e2e.example.it` };
  const res = await request.post(`/v2/${SLUG}/user/admin_add`, {
    headers: await adminHeaders(request),
    data: { ...agency, password: AGENCY_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { ...agency, id: ((await res.json()) as { _id: string })._id };
}

/** An active referrer whose surname is `cognome` and the run (referrers are never deleted). */
export async function createReferrer(request: APIRequestContext, cognome: string) {
  const referrer = { nome: 'Tina', cognome: `${cognome}${RUN}` };
  const res = await request.post(`/v2/${SLUG}/referenti/admin_add`, {
    headers: await adminHeaders(request),
    data: {
      ...referrer,
      codice: `${cognome}-${RUN}`.toUpperCase().slice(0, 40),
      email: `${cognome.toLowerCase()}-${RUN}@journeys.e2e.example.it`,
    },
  });
  expect(res.status()).toBe(200);
  return referrer;
}

/** A reserved-area service named `name` and the run (admin_add, multipart), without prices. */
export async function createService(request: APIRequestContext, name: string) {
  const service = { name: `${name} ${RUN}` };
  const res = await request.post(`/v2/${SLUG}/servizi/admin_add`, {
    headers: await adminHeaders(request),
    multipart: {
      data: JSON.stringify({ ...service, color: '#1f4e79', visibility: 'reserved' }),
    },
  });
  expect(res.status()).toBe(200);
  return { ...service, id: ((await res.json()) as { _id: string })._id };
}

/** Deletes the services a journey made. */
export async function deleteServices(request: APIRequestContext, ids: readonly string[]) {
  const headers = await adminHeaders(request);
  for (const id of ids)
    expect(
      (await request.post(`/v2/${SLUG}/servizi/admin_delete`, { headers, data: { id } })).status(),
    ).toBe(200);
}

/** Deletes the agencies a journey made (an agency without appointments can be deleted). */
export async function deleteAgencies(request: APIRequestContext, ids: readonly string[]) {
  const headers = await adminHeaders(request);
  for (const id of ids)
    expect(
      (await request.post(`/v2/${SLUG}/user/admin_delete`, { headers, data: { id } })).status(),
    ).toBe(200);
}
