import { createContext, use, type ReactNode } from 'react';
import type { Service } from '@portal/shared';

/**
 * The public catalogue as the home's sections read it, wherever it comes from: inside the
 * app, the API through TanStack Query (features/public-services/api); on a light public
 * page, the list the server wrote into the page (decision 065). The sections stay free of
 * the API client, zod and the query library, which the light pages do not load.
 */
export interface CatalogueState {
  services: Service[] | undefined;
  pending: boolean;
  /** The failure in words, with the given fallback when the answer says nothing; null if none. */
  errorText: (fallback: string) => string | null;
  retry: () => void;
}

type CatalogueSource = () => CatalogueState;

const CatalogueContext = createContext<CatalogueSource | null>(null);

export function CatalogueProvider({
  source,
  children,
}: {
  /** A hook, the same for the life of the provider. */
  source: CatalogueSource;
  children: ReactNode;
}) {
  return <CatalogueContext value={source}>{children}</CatalogueContext>;
}

export function usePublicCatalogue(): CatalogueState {
  const source = use(CatalogueContext);
  if (!source) throw new Error('usePublicCatalogue fuori da CatalogueProvider');
  return source();
}

/** A catalogue known in advance: the list the server rendered the page with. */
export function fixedCatalogue(services: Service[]): CatalogueSource {
  const state: CatalogueState = {
    services,
    pending: false,
    errorText: () => null,
    retry: () => undefined,
  };
  return () => state;
}
