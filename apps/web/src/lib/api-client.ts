import { safeParse, type z } from 'zod/mini';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { ApiError, toErrorBody } from './api-error';
import {
  clearAdminSession,
  clearUserSession,
  getAdminTokens,
  getUserToken,
  storeAdminTokens,
} from './session';

/**
 * The one way the app talks to the /v2 API (spec section 7):
 * - base path from `env.apiBase`; cookies are never sent (`credentials: 'omit'`);
 * - admin headers: Content-Type application/json, Authorization Bearer <access>,
 *   x-refresh Bearer <refresh>; user headers: Authorization Bearer <token>, and they
 *   replace the admin ones when both cookies exist;
 * - the multipart variant (`formData`) lets the browser set Content-Type itself;
 * - a 401 on an admin call refreshes the tokens once and retries; if the refresh
 *   fails the admin tokens are cleared and the app goes to the admin login.
 */

export type SessionKind = 'user' | 'admin' | 'none';
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON payload. A POST without payload sends `{}`. */
  body?: unknown;
  /** Multipart variant for file uploads. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** 'none' sends no session headers (login, registration, public calls). */
  auth?: 'session' | 'none';
  signal?: AbortSignal;
  /** Extra headers of this call (e.g. `Idempotency-Key`), sent again on a retry. */
  headers?: Record<string, string>;
}

export interface ApiClientHooks {
  /** Called after a session is cleared because the server refused it. */
  onSessionExpired: (kind: 'user' | 'admin') => void;
}

const defaultHooks: ApiClientHooks = {
  onSessionExpired: (kind) =>
    window.location.assign(kind === 'admin' ? paths.admin.login : paths.reserved.login),
};
let hooks: ApiClientHooks = defaultHooks;

/** The app layer plugs in router navigation here (lib never imports the app). */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...defaultHooks, ...next };
}

/** A contract's path (`/v2/…`) relative to the client's base, which already ends in /v2. */
export function apiPathOf(contractPath: string): string {
  return contractPath.replace(/^\/v2(?=\/)/, '');
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${env.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Session headers from the stored cookies; the user token wins over the admin tokens. */
export function sessionHeaders(): { kind: SessionKind; headers: Record<string, string> } {
  const userToken = getUserToken();
  if (userToken) return { kind: 'user', headers: { Authorization: `Bearer ${userToken}` } };
  const { accessToken, refreshToken } = getAdminTokens();
  if (accessToken) {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${accessToken}`,
    };
    if (refreshToken) headers['x-refresh'] = `Bearer ${refreshToken}`;
    return { kind: 'admin', headers };
  }
  return { kind: 'none', headers: {} };
}

function buildInit(options: RequestOptions): { kind: SessionKind; init: RequestInit } {
  const method =
    options.method ?? (options.body !== undefined || options.formData ? 'POST' : 'GET');
  const session =
    options.auth === 'none' ? { kind: 'none' as const, headers: {} } : sessionHeaders();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...options.headers,
    ...session.headers,
  };
  let body: BodyInit | undefined;
  if (options.formData) {
    delete headers['Content-Type'];
    body = options.formData;
  } else if (method !== 'GET' && method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const init: RequestInit = { method, headers, credentials: 'omit' };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return { kind: session.kind, init };
}

async function send(
  path: string,
  options: RequestOptions,
): Promise<{ kind: SessionKind; res: Response }> {
  const { kind, init } = buildInit(options);
  try {
    return { kind, res: await fetch(apiUrl(path, options.query), init) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: the refresh token rotates, so concurrent 401s share it. */
export function refreshAdminSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const { refreshToken } = getAdminTokens();
  if (!refreshToken) return false;
  try {
    // The contracts (zod) load only here, inside the admin area that needs them.
    const { adminRefresh } = await import('@portal/shared/routes/auth');
    const res = await fetch(apiUrl(apiPathOf(adminRefresh.path)), {
      method: 'POST',
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'x-refresh': `Bearer ${refreshToken}`,
      },
      body: '{}',
    });
    if (!res.ok) return false;
    const parsed = adminRefresh.responses[200].safeParse(await res.json());
    if (!parsed.success) return false;
    storeAdminTokens(parsed.data);
    return true;
  } catch {
    return false;
  }
}

function expire(kind: 'user' | 'admin'): void {
  if (kind === 'admin') clearAdminSession();
  else clearUserSession();
  hooks.onSessionExpired(kind);
}

async function toApiError(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => null);
  return new ApiError(res.status, toErrorBody(json));
}

/** Sends a call and answers the successful Response; any other outcome throws ApiError. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const usedAccess = getAdminTokens().accessToken;
  const first = await send(path, options);
  const { kind } = first;
  let { res } = first;
  if (res.status === 401 && kind === 'admin') {
    // Another call may already have rotated the tokens: then just retry.
    const rotated = getAdminTokens().accessToken !== usedAccess;
    if (rotated || (await refreshAdminSession())) {
      ({ res } = await send(path, options));
    }
    if (res.status === 401) expire('admin');
  } else if (res.status === 401 && kind === 'user') {
    expire('user');
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Sends a call and parses its JSON answer with the shared contract. */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const res = await apiFetch(path, options);
  const text = await res.text();
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, null, 'Risposta del server non valida');
    }
  }
  // zod/mini's function works for every schema, mini or classic (decision 020).
  const parsed = safeParse(schema, json);
  if (!parsed.success) {
    console.warn(`Risposta inattesa da ${path}`, parsed.error.issues);
    throw new ApiError(res.status, null, 'Risposta del server non valida');
  }
  return parsed.data;
}
