/**
 * Names of the browser cookies (spec section 6). A module of its own, without zod, so the
 * app shell can read the session without loading the contracts.
 */
export const COOKIE = {
  userToken: 'token',
  adminAccess: 'adminAccessToken',
  adminRefresh: 'adminRefreshToken',
} as const;
