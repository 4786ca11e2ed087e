import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { loginReturningTo } from '../../../lib/return-to';
import {
  announceLogout,
  onLogoutElsewhere,
  signedOutElsewhereState,
  type SignedOutKind,
} from '../../../lib/session-broadcast';
import { clearAdminSession, clearUserSession } from '../../../lib/session';
import { notifyInfo } from '../../../lib/toast';
import { logoutAdmin } from '../api/logout-admin';
import { logoutUser } from '../api/logout-user';

/** User logout: the token cookie goes at once, the server is told, the login opens. */
export function useUserLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { productSlug } = usePublicConfig();
  return useCallback(() => {
    // The call reads the token before the cookie is removed on the next line.
    void logoutUser(productSlug).catch(() => undefined);
    clearUserSession();
    announceLogout('user');
    // The agency's data leaves the cache once its pages are gone.
    void Promise.resolve(navigate(paths.reserved.login, { replace: true })).then(() =>
      queryClient.removeQueries(),
    );
  }, [navigate, productSlug, queryClient]);
}

export function welcomeBackMessage(adminName: string | undefined): string {
  return adminName
    ? `Bentornato, ${adminName}! Accedi di nuovo quando vuoi.`
    : 'Bentornato! Accedi di nuovo quando vuoi.';
}

/**
 * Admin logout: the server revokes the tokens, the admin cookies are cleared, the
 * admin login opens with a welcome-back message carrying the admin's name.
 */
export function useAdminLogout(): {
  logout: (adminName?: string) => Promise<void>;
  isPending: boolean;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const logout = useCallback(
    async (adminName?: string) => {
      setPending(true);
      try {
        await logoutAdmin();
      } catch {
        // Already expired or unreachable: the local session ends anyway.
      }
      clearAdminSession();
      announceLogout('admin');
      await navigate(paths.admin.login, { replace: true });
      queryClient.removeQueries();
      notifyInfo(welcomeBackMessage(adminName));
      setPending(false);
    },
    [navigate, queryClient],
  );
  return { logout, isPending };
}

/**
 * In a signed-in layout: when another tab of the browser logs out of the same kind, this
 * one goes to the login at once (a half-filled form does not hold it: the session is gone),
 * which says why; the agency's login comes back to this page after signing in again.
 */
export function useLogoutElsewhere(kind: SignedOutKind): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLogoutElsewhere((other) => {
        if (other !== kind) return;
        // The message can arrive before this tab's renderer sees the other tab's cookie
        // removal: clearing it here too keeps the login's "already signed in" guard from
        // sending this tab to the hub with a session that is gone.
        if (kind === 'admin') clearAdminSession();
        else clearUserSession();
        const { pathname, search } = window.location;
        const login =
          kind === 'admin' ? paths.admin.login : loginReturningTo(`${pathname}${search}`);
        void Promise.resolve(
          navigate(login, { replace: true, state: signedOutElsewhereState }),
        ).then(() => queryClient.removeQueries());
      }),
    [kind, navigate, queryClient],
  );
}
