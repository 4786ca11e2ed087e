/** A tiny cookie helper: the session cookies of spec section 4 (1 day, SameSite Lax). */

export const ONE_DAY_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  // No cookies where there is no document (a public page rendered by the server).
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  for (const part of cookies.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      const value = item.slice(prefix.length);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { maxAgeSeconds = ONE_DAY_SECONDS, sameSite = 'Lax', path = '/' } = options;
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' || sameSite === 'None' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}` +
    `; Max-Age=${maxAgeSeconds}; Expires=${expires}; Path=${path}; SameSite=${sameSite}${secure}`;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}; SameSite=Lax`;
}
