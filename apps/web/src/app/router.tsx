import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { loginReturningTo } from '../lib/return-to';
import { notifyInfo } from '../lib/toast';
import { keyHistoryEntry } from './history-key';
import { createAppRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router; a session the server refuses sends the user to the right login.
 * `hydrationData`: what a prerendered page was rendered with (decision 091).
 */
export function createAppRouter(
  routes: RouteObject[] = createAppRoutes(),
  hydrationData?: HydrationState,
): AppRouter {
  // A full load starts at the top (or at its #anchor), not where the last one was left.
  keyHistoryEntry();
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  configureApiClient({
    onSessionExpired: (kind) => {
      notifyInfo('La sessione è scaduta: accedi di nuovo.', 'session-expired');
      const here = router.state.location;
      const login = kind === 'admin' ? paths.admin.login : paths.reserved.login;
      // Several calls may fail with the same session: the first one chose where to come
      // back to; a later one, already on the login, must not drop that choice.
      if (here.pathname === login) return;
      const userLogin = loginReturningTo(`${here.pathname}${here.search}`);
      void router.navigate(kind === 'admin' ? login : userLogin, { replace: true });
    },
  });
  return router;
}
