import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicConfig } from '@portal/shared';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/routes';
import { DEFAULT_PUBLIC_CONFIG } from '../config/default-public-config';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

/** The whole app (real routes and providers) on an in-memory history. */
export function renderApp(path: string, config: PublicConfig = DEFAULT_PUBLIC_CONFIG) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  configureApiClient({
    onSessionExpired: (kind) =>
      void router.navigate(kind === 'admin' ? paths.admin.login : paths.reserved.login),
  });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
