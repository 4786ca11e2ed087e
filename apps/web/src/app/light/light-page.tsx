import { useState, type ReactNode } from 'react';
import type { PianoShare, PublicConfig, Service, ToolDefaults } from '@portal/shared';
import type { CalculatorQuery } from '../../features/piano-acquisto/model/calculator-form';
import { BROWSER_NAV, NavProvider, type Nav } from '../../lib/nav';
import { CatalogueProvider, fixedCatalogue } from '../../lib/public-catalogue';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { PageFrame } from '../page-frame';
import { PublicFrame } from '../public-frame';

/**
 * The light pages, by the route the server answers them on: the title as the app's root
 * layout writes it, whether the promo banner shows (as the app's route handles say), and the
 * module of the page's content (the browser loads only its own page's; the server inlines
 * that module's stylesheets); `defaults`: the page shows the provider's assumptions (the
 * server reads them for it, and only for it). The login, as the app's guard does, is skipped by a signed-in
 * agency (the server sends it to the hub: LIGHT_SIGNED_IN).
 */
export const LIGHT_PAGES = {
  '/': { title: null, promo: true, defaults: false, module: 'src/app/light/home-content.tsx' },
  '/services/displayRata': {
    title: 'Display Rata',
    promo: true,
    defaults: true,
    module: 'src/app/light/display-rata-content.tsx',
  },
  // Any other catalogue service's page (its title is the service's name: light-server.tsx).
  '/services/:name': {
    title: null,
    promo: true,
    defaults: false,
    module: 'src/app/light/service-content.tsx',
  },
  '/piano-acquisto/:agencySlug': {
    title: 'Piano D’Acquisto',
    promo: false,
    defaults: true,
    module: 'src/app/light/piano-share-content.tsx',
  },
  '/area-riservata/login': {
    title: 'Accedi all’Area Riservata',
    promo: true,
    defaults: false,
    module: 'src/app/light/login-content.tsx',
    // The form's checks and call, evaluated on first use, fetched once the page is idle.
    later: [
      'src/features/auth/components/login-validation.ts',
      'src/features/auth/api/login-user-call.ts',
    ],
  },
  '/registerAffida': {
    title: 'Registrazione agente Affida',
    promo: false,
    defaults: false,
    module: 'src/app/light/affida-content.tsx',
  },
  '/fimaa': {
    title: 'FIMAA',
    promo: false,
    defaults: false,
    module: 'src/app/light/fimaa-content.tsx',
  },
} as const;

export type LightPath = keyof typeof LIGHT_PAGES;

/** What the server writes into a light page for its hydration: what it rendered it with. */
export interface LightData {
  /** The route (one of LIGHT_PAGES). */
  path: LightPath;
  /** The address the page was asked on. */
  location: { pathname: string; search: string };
  config: PublicConfig;
  services: Service[];
  /** The provider's assumptions of today, on the pages whose `defaults` say so. */
  toolDefaults?: ToolDefaults;
  /** On the share page: the agency the link names, null when it names none. */
  share?: PianoShare | null;
  /** On the share page: the plan's figures the link carries (?prezzo=…). */
  query?: CalculatorQuery;
}

/**
 * A public page without the app's router (decision 065): rendered by the server from these
 * same components, then hydrated by light-main.tsx. Its links are plain anchors: the app
 * loads when the visitor goes to a page of its own. `children`: the page's content.
 */
export function LightPage({
  data,
  nav,
  children,
}: {
  data: LightData;
  nav?: Nav;
  children: ReactNode;
}) {
  const [catalogue] = useState(() => fixedCatalogue(data.services));
  // The same tree on the server and in the browser (ids from useId depend on it).
  return (
    <NavProvider nav={nav ?? BROWSER_NAV}>
      <PublicConfigProvider config={data.config}>
        <CatalogueProvider source={catalogue}>
          <PageFrame>
            <PublicFrame promo={LIGHT_PAGES[data.path].promo}>{children}</PublicFrame>
          </PageFrame>
        </CatalogueProvider>
      </PublicConfigProvider>
    </NavProvider>
  );
}
