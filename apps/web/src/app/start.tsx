import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installItalianMessages } from '@portal/shared/validation-messages';
import './styles/tokens.css';
import './styles/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyBrandColors } from './lib/brand-theme';
import { takeHandedOver } from './lib/handover';
import { loadPublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { notifySuccess } from './lib/toast';

async function start(): Promise<void> {
  installItalianMessages();
  const config = await loadPublicConfig();
  applyBrandColors(config.brand.colors);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // A light page that led here (the login) may have something to say (lib/handover.ts).
  const message = takeHandedOver('toast');
  if (message) notifySuccess(message);
}

void start();
