import { paths } from '../config/paths';

/** The login's query parameter holding the reserved page asked for before signing in. */
export const RETURN_PARAM = 'da';

const ORIGIN = 'https://portale.invalid';
const RESERVED_PREFIX = `${paths.reserved.root}/`;

/**
 * The reserved page to open after signing in, or null: only a path of this site under
 * /area-riservata/ (never another origin, `//host`, a backslash trick or the login itself),
 * so the parameter can never turn the login into an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith(RESERVED_PREFIX)) return null;
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !url.pathname.startsWith(RESERVED_PREFIX)) return null;
  if (url.pathname === paths.reserved.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The reserved login that comes back to `target` (when it is a safe reserved path). */
export function loginReturningTo(target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  if (!safe) return paths.reserved.login;
  return `${paths.reserved.login}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}
