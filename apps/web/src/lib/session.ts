import { useSyncExternalStore } from 'react';
import { COOKIE } from '@portal/shared/cookies';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * The two sign-in kinds of spec section 6, told apart by the stored cookies:
 * user (`token`) and admin (`adminAccessToken` + `adminRefreshToken`).
 * Every cookie lives 1 day with SameSite Lax (spec section 9).
 */

export interface AdminTokenPair {
  accessToken: string;
  refreshToken: string;
}

export function getUserToken(): string | null {
  return getCookie(COOKIE.userToken) || null;
}

export function getAdminTokens(): { accessToken: string | null; refreshToken: string | null } {
  return {
    accessToken: getCookie(COOKIE.adminAccess) || null,
    refreshToken: getCookie(COOKIE.adminRefresh) || null,
  };
}

export function isUserSignedIn(): boolean {
  return getUserToken() !== null;
}

/** Admin signed in means the admin access cookie exists (spec section 6). */
export function isAdminSignedIn(): boolean {
  return getAdminTokens().accessToken !== null;
}

/** User login stores the user token and removes the admin tokens. */
export function startUserSession(token: string): void {
  setCookie(COOKIE.userToken, token);
  clearAdminSession();
}

/** Admin login stores both admin tokens and removes the user token. */
export function startAdminSession(tokens: AdminTokenPair): void {
  storeAdminTokens(tokens);
  clearUserSession();
}

/** After a refresh: the rotated pair replaces the old one. */
export function storeAdminTokens({ accessToken, refreshToken }: AdminTokenPair): void {
  setCookie(COOKIE.adminAccess, accessToken);
  setCookie(COOKIE.adminRefresh, refreshToken);
}

export function clearUserSession(): void {
  removeCookie(COOKIE.userToken);
}

export function clearAdminSession(): void {
  removeCookie(COOKIE.adminAccess);
  removeCookie(COOKIE.adminRefresh);
}

const noSubscription = () => () => undefined;

/**
 * Whether an agency (or, with `admin`, anyone) is signed in, for rendering. A public page
 * rendered by the server is rendered signed out for everyone, so its hydration starts signed
 * out too and turns to the cookie's answer right after; no signed-in page is rendered by the
 * server (decision 080).
 */
export function useSignedIn({ admin = false }: { admin?: boolean } = {}): boolean {
  const signedIn = () => isUserSignedIn() || (admin && isAdminSignedIn());
  return useSyncExternalStore(noSubscription, signedIn, () => false);
}
