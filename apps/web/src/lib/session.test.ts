import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE } from '@portal/shared';
import { getCookie, removeCookie, setCookie } from './cookies';
import { isAdminSignedIn, isUserSignedIn, startAdminSession, startUserSession } from './session';

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('session cookies (spec sections 4, 6, 9)', () => {
  it('are written for 1 day, SameSite Lax, on the whole site', () => {
    const writes: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      original?.set?.call(document, value);
    });
    startUserSession('abc');
    const written = writes.find((w) => w.startsWith(`${COOKIE.userToken}=`));
    expect(written).toContain('Max-Age=86400');
    expect(written).toContain('SameSite=Lax');
    expect(written).toContain('Path=/');
  });

  it('user login stores the token and removes the admin tokens', () => {
    setCookie(COOKIE.adminAccess, 'a');
    setCookie(COOKIE.adminRefresh, 'r');
    startUserSession('user');
    expect(getCookie(COOKIE.userToken)).toBe('user');
    expect(getCookie(COOKIE.adminAccess)).toBeNull();
    expect(getCookie(COOKIE.adminRefresh)).toBeNull();
    expect(isUserSignedIn()).toBe(true);
    expect(isAdminSignedIn()).toBe(false);
  });

  it('admin login stores access and refresh tokens and removes the user token', () => {
    setCookie(COOKIE.userToken, 'user');
    startAdminSession({ accessToken: 'acc', refreshToken: 'ref' });
    expect(getCookie(COOKIE.adminAccess)).toBe('acc');
    expect(getCookie(COOKIE.adminRefresh)).toBe('ref');
    expect(getCookie(COOKIE.userToken)).toBeNull();
    expect(isAdminSignedIn()).toBe(true);
  });

  it('round-trips values that need encoding', () => {
    setCookie('prova', 'a b;c=d');
    expect(getCookie('prova')).toBe('a b;c=d');
    removeCookie('prova');
    expect(getCookie('prova')).toBeNull();
  });
});
