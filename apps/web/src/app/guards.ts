import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { loginReturningTo } from '../lib/return-to';
import { isAdminSignedIn, isUserSignedIn } from '../lib/session';

/** Spec section 2: no user token → the reserved login, which comes back to the page asked for. */
export function requireUser({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (isUserSignedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginReturningTo(`${url.pathname}${url.search}${url.hash}`));
}

/** Spec section 2: no admin access token → the admin login. */
export function requireAdmin() {
  if (!isAdminSignedIn()) throw redirect(paths.admin.login);
  return null;
}

export function skipLoginIfUser() {
  if (isUserSignedIn()) throw redirect(paths.reserved.hub);
  return null;
}

export function skipLoginIfAdmin() {
  if (isAdminSignedIn()) throw redirect(paths.admin.hub);
  return null;
}

/** Guards run on every navigation: a cookie may have expired meanwhile. */
export const alwaysRevalidate = () => true;
