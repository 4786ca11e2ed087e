import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { PublicConfig } from '@portal/shared';
import { ToastHost } from '../components/layout/toast-host';
import { PublicConfigProvider } from '../lib/public-config-context';

/**
 * Configuration, server state and toasts around the router; react-aria's own texts (the
 * hidden «Dismiss» of a popup, list announcements) in Italian whatever the browser's language.
 */
export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale="it-IT">
      <PublicConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastHost />
        </QueryClientProvider>
      </PublicConfigProvider>
    </I18nProvider>
  );
}
