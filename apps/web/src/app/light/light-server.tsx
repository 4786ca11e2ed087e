import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { paths } from '../../config/paths';
import { fixedNav } from '../../lib/nav';
import { brandCss } from '../../lib/brand-theme';
import { AffidaContent } from './affida-content';
import { DisplayRataContent } from './display-rata-content';
import { FimaaContent } from './fimaa-content';
import { HomeContent } from './home-content';
import { LoginContent } from './login-content';
import { PianoShareContent } from './piano-share-content';
import { lightService, ServiceContent } from './service-content';
import { LIGHT_PAGES, LightPage, type LightData, type LightPath } from './light-page';

/**
 * Built for Node (`vite build --ssr`, scripts/web-build.mjs) and loaded by the server
 * (apps/api/src/plugins/light-pages.ts): renders a light public page to HTML (decision 065).
 */
export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  title: string;
  /** The brand colours as CSS variables, for the page's <head>: no repaint at hydration. */
  brandCss: string;
  /** 404 for a service the catalogue does not have (its page says so); else 200. */
  status: number;
}

/** The paths rendered by the server; every other path is the app's. */
export const LIGHT_PATHS = Object.keys(LIGHT_PAGES);

/** The paths that show the provider's assumptions: the server reads them for these only. */
export const LIGHT_WITH_DEFAULTS = Object.entries(LIGHT_PAGES)
  .filter(([, page]) => page.defaults)
  .map(([path]) => path);

/** Each path's content module, as the build's manifest names it (its stylesheets, its chunks). */
export const LIGHT_MODULES: Record<string, string> = Object.fromEntries(
  Object.entries(LIGHT_PAGES).map(([path, page]) => [path, page.module]),
);

const CONTENT: Record<LightPath, (data: LightData) => ReactNode> = {
  '/': () => <HomeContent />,
  '/services/displayRata': (data) => <DisplayRataContent data={data} />,
  '/services/:name': (data) => <ServiceContent data={data} />,
  '/piano-acquisto/:agencySlug': (data) => <PianoShareContent data={data} />,
  '/area-riservata/login': () => <LoginContent />,
  '/registerAffida': () => <AffidaContent />,
  '/fimaa': () => <FimaaContent />,
};

/** Modules a page imports on use: the server lists their files, preloaded when idle (068). */
export const LIGHT_LATER: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(LIGHT_PAGES).flatMap(([path, page]) =>
    'later' in page ? [[path, page.later]] : [],
  ),
);

/**
 * The app's own pages that a light route with a parameter would also match, in any case
 * (the app's router ignores it): the server leaves them to the app.
 */
export const LIGHT_LEAVES_TO_APP: Record<string, readonly string[]> = {
  '/services/:name': [paths.displayRata, paths.pianoAcquisto],
};

/** Pages a signed-in agency (its session cookie) skips, and where it goes instead. */
export const LIGHT_SIGNED_IN: Record<string, string> = {
  '/area-riservata/login': paths.reserved.hub,
};

/** `data.path` says which page (one of LIGHT_PATHS). */
export function renderLightPage(data: LightData): RenderedPage {
  const body = renderToString(
    <StrictMode>
      <LightPage data={data} nav={fixedNav({ ...data.location, hash: '' })}>
        {CONTENT[data.path](data)}
      </LightPage>
    </StrictMode>,
  );
  const { productName } = data.config;
  let { title }: { title: string | null } = LIGHT_PAGES[data.path];
  let status = 200;
  if (data.path === '/services/:name') {
    const service = lightService(data);
    title = service?.name ?? 'Servizio non trovato';
    if (!service) status = 404;
  }
  return {
    body,
    title: title ? `${title} · ${productName}` : productName,
    brandCss: brandCss(data.config.brand.colors),
    status,
  };
}
