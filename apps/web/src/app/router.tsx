import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { notifyInfo } from '../lib/toast';
import { createAppRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router; a session the server refuses sends the user to the right login. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(createAppRoutes());
  configureApiClient({
    onSessionExpired: (kind) => {
      notifyInfo('La sessione è scaduta: accedi di nuovo.', 'session-expired');
      void router.navigate(kind === 'admin' ? paths.admin.login : paths.reserved.login, {
        replace: true,
      });
    },
  });
  return router;
}
