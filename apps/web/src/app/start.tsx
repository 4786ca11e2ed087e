import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/shared';
import { installItalianMessages } from '@portal/shared/validation-messages';
import '../styles/tokens.css';
import '../styles/global.css';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { applyBrandColors } from '../lib/brand-theme';
import { takeHandedOver } from '../lib/handover';
import { loadPublicConfig } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';
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
 * Starts the app in #root and renders the page asked for: every page of the app, the
 * signed-in areas included, is rendered in the browser (decision 080). main.tsx calls it.
 */
export async function start(): Promise<void> {
  installItalianMessages();
  const config = await loadPublicConfig();
  applyBrandColors(config.brand.colors);
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  const router = createAppRouter();
  createRoot(container).render(<App config={config} queryClient={queryClient} router={router} />);
  // A light page that led here (the login) may have something to say (lib/handover.ts),
  // if this is the page it sent to.
  const message = takeHandedOver('toast', window.location.pathname);
  if (message) notifySuccess(message);
}
