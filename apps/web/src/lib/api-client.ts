import { safeParse, type z } from 'zod/mini';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { ApiError, NetworkError } from './api-error';
import { toErrorBody } from './error-body';
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
 *   fails the admin tokens are cleared and the app goes to the admin login;
 * - every call has a time limit (20 s unless the call sets its own): past it the request is
 *   aborted, so an answer that comes later can never complete the call (decision 026). A
 *   call without an answer throws NetworkError, a refusal ApiError with the server's body.
 */

/** Time limit of a call that sets none: the answer (a JSON body read whole) within 20 s. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** A multipart upload (up to 15 MB of image and PDF) gets 3 minutes: 1 Mbit/s is enough. */
export const UPLOAD_TIMEOUT_MS = 180_000;

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
  /**
   * Time limit in ms (default DEFAULT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS with `formData`); for a
   * streamed body it runs until the headers arrive.
   */
  timeoutMs?: number;
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
  return { kind: session.kind, init };
}

/**
 * The signal a call's requests carry: aborted by the caller's own signal, or when the time
 * limit runs out (then `timedOut` is true). `clear` stops the clock once the answer is read.
 */
interface Deadline {
  signal: AbortSignal;
  readonly timedOut: boolean;
  clear: () => void;
}

function startDeadline(caller: AbortSignal | undefined, ms: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Tempo scaduto', 'TimeoutError'));
  }, ms);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/**
 * Runs `step` (a request, or reading its body) under the deadline: the caller's abort
 * stays an AbortError (TanStack Query cancels quietly); no answer becomes NetworkError.
 */
async function within<T>(
  deadline: Deadline,
  caller: AbortSignal | undefined,
  step: () => Promise<T>,
) {
  try {
    return await step();
  } catch (error) {
    if (caller?.aborted) throw error;
    throw new NetworkError(deadline.timedOut ? 'timeout' : 'offline');
  }
}

async function send(
  path: string,
  options: RequestOptions,
  deadline: Deadline,
): Promise<{ kind: SessionKind; res: Response }> {
  const { kind, init } = buildInit(options);
  init.signal = deadline.signal;
  const res = await within(deadline, options.signal, () =>
    fetch(apiUrl(path, options.query), init),
  );
  return { kind, res };
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
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
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

/**
 * Sends a call under its deadline and hands the successful Response to `read`, still
 * within the deadline; any other outcome throws ApiError (NetworkError without an answer).
 */
async function request<T>(
  path: string,
  options: RequestOptions,
  read: (res: Response, deadline: Deadline) => Promise<T>,
): Promise<T> {
  const limit = options.timeoutMs ?? (options.formData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  const deadline = startDeadline(options.signal, limit);
  try {
    const usedAccess = getAdminTokens().accessToken;
    const first = await send(path, options, deadline);
    const { kind } = first;
    let { res } = first;
    if (res.status === 401 && kind === 'admin') {
      // Another call may already have rotated the tokens: then just retry.
      const rotated = getAdminTokens().accessToken !== usedAccess;
      if (rotated || (await refreshAdminSession())) {
        ({ res } = await send(path, options, deadline));
      }
      if (res.status === 401) expire('admin');
    } else if (res.status === 401 && kind === 'user') {
      expire('user');
    }
    if (!res.ok) throw await toApiError(res);
    return await read(res, deadline);
  } finally {
    deadline.clear();
  }
}

/**
 * Sends a call and answers the successful Response, its body unread (the CSV streams): the
 * time limit covers the answer's arrival, not the reading of a long stream.
 */
export function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  return request(path, options, (res) => Promise.resolve(res));
}

/** Sends a call and parses its JSON answer with the shared contract, all within the deadline. */
export function apiRequest<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return request(path, options, async (res, deadline) => {
    const text = await within(deadline, options.signal, () => res.text());
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
  });
}
