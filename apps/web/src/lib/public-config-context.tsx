import { createContext, use, type ReactNode } from 'react';
import type { PublicConfig } from '@portal/shared';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({
  config,
  children,
}: {
  config: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>;
}

/** The configuration read at start (product name and slug, brand, public URL). */
export function usePublicConfig(): PublicConfig {
  const config = use(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig fuori da PublicConfigProvider');
  return config;
}
