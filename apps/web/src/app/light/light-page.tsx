import { lazy, useState } from 'react';
import type { PublicConfig, Service } from '@portal/shared';
import { BROWSER_NAV, NavProvider, type Nav } from '../../lib/nav';
import { CatalogueProvider, fixedCatalogue } from '../../lib/public-catalogue';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { HomeComposed } from '../areas/public-home';
import { PageFrame } from '../page-frame';
import { PublicFrame } from '../public-frame';
import { IslandBoundary } from './island-boundary';

/** What the server writes into a light page for its hydration: what it rendered it with. */
export interface LightData {
  config: PublicConfig;
  services: Service[];
}

// The form and what it needs (the API client, zod, the query library, toasts) come only
// when the #registrati section nears the viewport.
const RegistrationIsland = lazy(() => import('./registration-island'));

function Registration() {
  return (
    <IslandBoundary what="Il modulo di registrazione">
      <RegistrationIsland />
    </IslandBoundary>
  );
}

/**
 * The home page without the app's router (decision 065): rendered by the server from these
 * same components, then hydrated by light-main.tsx. Its links are plain anchors: the app
 * loads when the visitor goes to a page of its own.
 */
export function LightPage({ data, nav }: { data: LightData; nav?: Nav }) {
  const [catalogue] = useState(() => fixedCatalogue(data.services));
  // The same tree on the server and in the browser (ids from useId depend on it).
  return (
    <NavProvider nav={nav ?? BROWSER_NAV}>
      <PublicConfigProvider config={data.config}>
        <CatalogueProvider source={catalogue}>
          <PageFrame>
            <PublicFrame promo>
              <HomeComposed Registration={Registration} />
            </PublicFrame>
          </PageFrame>
        </CatalogueProvider>
      </PublicConfigProvider>
    </NavProvider>
  );
}
