import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, type AdminTokens } from '@portal/shared';
import { z } from 'zod';
import { routes } from '@portal/shared/routes';
import { env } from '../config/env';
import { adminAgencyAdd } from '@portal/shared/routes/admin-agencies';
import {
  DEFAULT_TIMEOUT_MS,
  apiFetch,
  apiRequest,
  configureApiClient,
  sessionHeaders,
} from './api-client';
import { fetchApi } from './api-call';
import { ApiError, NETWORK_ERROR_TEXT, NetworkError, getErrorMessage } from './api-error';
import { getCookie, removeCookie, setCookie } from './cookies';
import { pathOf } from '../test/msw';

type Call = { url: string; init: RequestInit; headers: Headers };
type Responder = (call: Call) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthorized = () =>
  json({ message: 'Sessione scaduta', code: 'TOKEN_EXPIRED', requestId: 'r1' }, 401);

const admin = {
  _id: '0b8a3f0e-3a4c-4d8e-9f6a-1c2b3d4e5f60',
  name: 'Mario',
  surname: 'Rossi',
  email: 'm@example.com',
};
const rotated: AdminTokens = { accessToken: 'access-2', refreshToken: 'refresh-2', admin };

let calls: Call[] = [];
let respond: Responder;
const navigateTo = vi.fn<(kind: 'user' | 'admin') => void>();

beforeEach(() => {
  calls = [];
  respond = () => json({ ok: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, init, headers: new Headers(init.headers) };
      calls.push(call);
      return respond(call);
    }),
  );
  navigateTo.mockReset();
  configureApiClient({ onSessionExpired: navigateTo });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

function signInAdmin(access = 'access-1', refresh = 'refresh-1') {
  setCookie(COOKIE.adminAccess, access);
  setCookie(COOKIE.adminRefresh, refresh);
}

describe('API client headers (spec section 7)', () => {
  it('uses the /v2 base and never sends cookies as credentials', async () => {
    await apiFetch(pathOf(routes.health));
    expect(calls[0]?.url).toBe(`${env.apiBase}/health`);
    expect(env.apiBase.endsWith('/v2')).toBe(true);
    expect(calls[0]?.init.credentials).toBe('omit');
  });

  it('sends the admin headers: JSON content type, Bearer access, x-refresh Bearer refresh', async () => {
    signInAdmin();
    await apiFetch(pathOf(routes.adminGetMe));
    const headers = calls[0]?.headers;
    expect(headers?.get('Content-Type')).toBe('application/json');
    expect(headers?.get('Authorization')).toBe('Bearer access-1');
    expect(headers?.get('x-refresh')).toBe('Bearer refresh-1');
  });

  it('lets the user token headers replace the admin ones when both cookies exist', async () => {
    signInAdmin();
    setCookie(COOKIE.userToken, 'user-token');
    await apiFetch(pathOf(routes.userFetchMe, '8volante'));
    const headers = calls[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer user-token');
    expect(headers?.has('x-refresh')).toBe(false);
    expect(sessionHeaders().kind).toBe('user');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    await apiFetch('/x', { method: 'POST', body: { a: 1 } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('multipart variant: FormData body and no Content-Type set by the client', async () => {
    signInAdmin();
    const form = new FormData();
    form.append('name', 'Servizio');
    await apiFetch('/upload', { formData: form });
    const call = calls[0];
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(form);
    expect(call?.headers.has('Content-Type')).toBe(false);
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call?.init.credentials).toBe('omit');
  });

  it("auth 'none' sends no session headers (login calls)", async () => {
    signInAdmin();
    await apiFetch(pathOf(routes.adminLogin), {
      method: 'POST',
      body: { email: 'a@b.it', password: 'x' },
      auth: 'none',
    });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('x-refresh')).toBe(false);
  });
});

describe('API client errors and the admin refresh', () => {
  it('turns an error body into an ApiError carrying the Italian message', async () => {
    respond = () =>
      json({ message: 'Agenzia non trovata', code: 'NOT_FOUND', requestId: 'r2' }, 404);
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Agenzia non trovata');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('parses the answer with the shared contract', async () => {
    respond = () => json({ value: 3 });
    await expect(apiRequest('/x', z.object({ value: z.number() }))).resolves.toEqual({ value: 3 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respond = () => json({ value: 'tre' });
    await expect(apiRequest('/x', z.object({ value: z.number() }))).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('401 on an admin call: one refresh with x-refresh, new cookies, then the call is retried', async () => {
    signInAdmin();
    respond = ({ url, headers }) => {
      if (url.endsWith(pathOf(routes.adminRefresh))) return json(rotated);
      return headers.get('Authorization') === 'Bearer access-2'
        ? json({ ok: true })
        : unauthorized();
    };
    const res = await apiFetch(pathOf(routes.adminGetMe));
    expect(res.status).toBe(200);
    expect(calls.map((c) => c.url.replace(env.apiBase, ''))).toEqual([
      pathOf(routes.adminGetMe),
      pathOf(routes.adminRefresh),
      pathOf(routes.adminGetMe),
    ]);
    const refresh = calls[1];
    expect(refresh?.init.method).toBe('POST');
    expect(refresh?.headers.get('x-refresh')).toBe('Bearer refresh-1');
    expect(refresh?.init.credentials).toBe('omit');
    expect(calls[2]?.headers.get('x-refresh')).toBe('Bearer refresh-2');
    expect(getCookie(COOKIE.adminAccess)).toBe('access-2');
    expect(getCookie(COOKIE.adminRefresh)).toBe('refresh-2');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('an Idempotency-Key goes with the call and again with its retry after a refresh', async () => {
    signInAdmin();
    respond = ({ url, headers }) => {
      if (url.endsWith(pathOf(routes.adminRefresh))) return json(rotated);
      return headers.get('Authorization') === 'Bearer access-2'
        ? json({ ok: true })
        : unauthorized();
    };
    await fetchApi(adminAgencyAdd, {
      product: '8volante',
      body: { nome: 'Agenzia', email: 'a@b.it', password: 'Password-Lunga-2026' },
      idempotencyKey: 'chiave-1',
    });
    const sent = calls.filter((c) => c.url.endsWith('/8volante/user/admin_add'));
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['chiave-1', 'chiave-1']);
    expect(sent[1]?.headers.get('Authorization')).toBe('Bearer access-2');
    expect(calls[1]?.headers.has('Idempotency-Key')).toBe(false);
    // Without a key, no header.
    respond = () => json({ ok: true });
    await fetchApi(routes.health, {});
    expect(calls.at(-1)?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('concurrent 401s share a single refresh (the refresh token rotates)', async () => {
    signInAdmin();
    respond = ({ url, headers }) => {
      if (url.endsWith(pathOf(routes.adminRefresh))) return json(rotated);
      return headers.get('Authorization') === 'Bearer access-2'
        ? json({ ok: true })
        : unauthorized();
    };
    await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')]);
    expect(calls.filter((c) => c.url.endsWith(pathOf(routes.adminRefresh)))).toHaveLength(1);
  });

  it('refresh failure: admin tokens cleared and navigation to /admin/login', async () => {
    signInAdmin();
    respond = ({ url }) =>
      url.endsWith(pathOf(routes.adminRefresh))
        ? json({ message: 'Sessione non valida', code: 'UNAUTHORIZED', requestId: 'r3' }, 401)
        : unauthorized();
    const error = await apiFetch(pathOf(routes.adminGetMe)).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(calls.filter((c) => c.url.endsWith(pathOf(routes.adminRefresh)))).toHaveLength(1);
    expect(getCookie(COOKIE.adminAccess)).toBeNull();
    expect(getCookie(COOKIE.adminRefresh)).toBeNull();
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('admin');
  });

  it('the default handler navigates to /admin/login', async () => {
    configureApiClient({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, protocol: 'http:' });
    signInAdmin();
    respond = ({ url }) =>
      url.endsWith(pathOf(routes.adminRefresh)) ? json({}, 500) : unauthorized();
    await expect(apiFetch(pathOf(routes.adminGetMe))).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('a 401 on a user call clears the user token and goes to the reserved login, without refreshing', async () => {
    setCookie(COOKIE.userToken, 'user-token');
    respond = unauthorized;
    await expect(apiFetch(pathOf(routes.userFetchMe, '8volante'))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(getCookie(COOKIE.userToken)).toBeNull();
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('user');
  });

  it('a 401 without a session (wrong password) is only an error', async () => {
    respond = () =>
      json({ message: 'Credenziali non valide', code: 'UNAUTHORIZED', requestId: 'r4' }, 401);
    const error = await apiFetch(pathOf(routes.adminLogin), {
      method: 'POST',
      body: {},
      auth: 'none',
    }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Credenziali non valide');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a network failure becomes an ApiError without body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).body).toBeNull();
  });
});

/** A fetch that answers only when its signal aborts (then it rejects as the browser does). */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init.signal!;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return signals;
}

describe('a call that gets no answer (decision 026)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the connection is missing, whatever text the caller gave', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('offline');
    expect(getErrorMessage(error, 'Accesso non riuscito: riprova tra poco.')).toBe(
      NETWORK_ERROR_TEXT,
    );
    expect(NETWORK_ERROR_TEXT).toBe('Connessione assente: controlla la rete e riprova');
  });

  it('is aborted after 20 s by default, so a late answer can never complete it', async () => {
    vi.useFakeTimers();
    const signals = hangingFetch();
    const pending = apiRequest('/x', z.object({ ok: z.boolean() })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signals[0]?.aborted).toBe(true);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
  });

  it('takes a time limit per call', async () => {
    vi.useFakeTimers();
    const signals = hangingFetch();
    const pending = apiFetch('/x', { timeoutMs: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toBeInstanceOf(NetworkError);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('covers reading the body: a body that stops arriving ends the call too', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const pending = apiRequest('/x', z.object({ ok: z.boolean() })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await pending).toBeInstanceOf(NetworkError);
  });

  it("a caller's abort stays an abort, not a connection error", async () => {
    const signals = hangingFetch();
    const caller = new AbortController();
    const pending = apiFetch('/x', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const error = await pending;
    expect(signals[0]?.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('a refusal is not a connection error', async () => {
    respond = () => json({ message: 'Dati non validi', code: 'VALIDATION', requestId: 'r' }, 400);
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(getErrorMessage(error)).toBe('Dati non validi');
  });
});
