import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/shared';
import { ToastHost } from '../components/layout/toast-host';
import { PublicConfigProvider } from '../lib/public-config-context';

/** Configuration, server state and toasts around the router. */
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
    <PublicConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </PublicConfigProvider>
  );
}
