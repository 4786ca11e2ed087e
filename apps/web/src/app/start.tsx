import { startTransition, StrictMode, useEffect } from 'react';
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
import { adoptEarlyInput, announceReady } from './early-input';
import { loadMatchedRoutes, lostPageRoutes, readHydration } from './take-over';
import { applyBrandColors } from '../lib/brand-theme';
import { loadPublicConfig } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';

let takenOver = false;

/**
 * Once the first render is on the page (hydrated, or rendered): what was typed before goes to
 * React, then a press the page's inline listener held is pressed again (decision 099).
 */
function TakeOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    if (takenOver) return;
    takenOver = true;
    adoptEarlyInput(root);
    announceReady();
  }, [root]);
  return null;
}

function App({
  config,
  queryClient,
  router,
  root,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  router: AppRouter;
  root: HTMLElement;
}) {
  return (
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <TakeOver root={root} />
    </StrictMode>
  );
}

/**
 * Starts the app in #root (main.tsx calls it). A public page the server prerendered through
 * this route tree (decision 091) is taken over where it stands: the query cache and the
 * router start with what the server rendered it with, and React hydrates its HTML. Every
 * other page, the signed-in areas included, is rendered here (decision 080).
 */
export async function start(): Promise<void> {
  installItalianMessages();
  const config = await loadPublicConfig();
  applyBrandColors(config.brand.colors);
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  const routes = createAppRoutes();
  const prerendered = readHydration();
  if (!prerendered) {
    createRoot(container).render(
      <App
        config={config}
        queryClient={queryClient}
        router={createAppRouter(routes)}
        root={container}
      />,
    );
    return;
  }
  const lost = await loadMatchedRoutes(routes, window.location).then(
    () => null,
    (error: unknown) => error,
  );
  if (lost !== null) {
    // The page's code lost on a failing network: the page says so, with a way on (the
    // browser would not fetch the same module again in this page).
    createRoot(container).render(
      <App
        config={config}
        queryClient={queryClient}
        router={createAppRouter(lostPageRoutes(lost))}
        root={container}
      />,
    );
    return;
  }
  hydrate(queryClient, prerendered.queries);
  const router = createAppRouter(routes, prerendered.router);
  // The page is already painted: hydrating it as a transition lets React work in short
  // slices, so a tap or a scroll is never kept waiting behind it (Lighthouse's TBT, P7).
  startTransition(() => {
    hydrateRoot(
      container,
      <App config={config} queryClient={queryClient} router={router} root={container} />,
    );
  });
}
