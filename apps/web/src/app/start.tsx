import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/shared';
import { installItalianMessages } from '@portal/shared/validation-messages';
import '../styles/tokens.css';
import '../styles/global.css';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { createAppRoutes } from './routes';
import { loadMatchedRoutes, readAppPageState } from './ssr/hydrate-app';
import { applyBrandColors } from '../lib/brand-theme';
import { takeHandedOver } from '../lib/handover';
import { loadPublicConfig } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';
import { hydratingWithSession } from '../lib/session';
import { notifySuccess } from '../lib/toast';

function App({
  config,
  queryClient,
  router,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  return (
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Starts the app in #root: hydrates a page the server rendered for the session, else renders
 * the page asked for. The entry of the app's own page (main.tsx) calls it at once; that of a
 * page the server rendered (app/ssr/app-boot.ts) once the page has been painted.
 */
export async function start(): Promise<void> {
  installItalianMessages();
  const config = await loadPublicConfig();
  applyBrandColors(config.brand.colors);
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  // A page the server rendered for the session (decision 067) is hydrated with what the
  // server had: the page's answers, the guards' data and the page's code loaded first.
  const rendered = readAppPageState();
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    hydratingWithSession();
    const routes = createAppRoutes();
    await loadMatchedRoutes(routes, window.location.pathname);
    const router = createAppRouter({
      routes,
      hydrationData: { loaderData: rendered.loaderData },
    });
    // In slices: the page is already painted, and a tap must not wait behind its hydration.
    startTransition(() => {
      hydrateRoot(container, <App config={config} queryClient={queryClient} router={router} />);
    });
  } else {
    const router = createAppRouter();
    createRoot(container).render(<App config={config} queryClient={queryClient} router={router} />);
  }
  // A light page that led here (the login) may have something to say (lib/handover.ts),
  // if this is the page it sent to.
  const message = takeHandedOver('toast', window.location.pathname);
  if (message) notifySuccess(message);
}
