import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type {
  PianoShare,
  PublicConfig,
  PublicContestRules,
  Service,
  ToolDefaults,
} from '@portal/shared';
import { childPattern, pagePatterns, restOfPath } from '../../config/paths';
import { legalKeys } from '../../features/legal/api/query-keys';
import { pianoKeys } from '../../features/piano-acquisto/api/query-keys';
import { publicServicesKeys } from '../../features/public-services/api/query-keys';
import { findServiceByName } from '../../features/public-services/components/public-service-view';
import { brandCss } from '../../lib/brand-theme';
import { createQueryClient } from '../../lib/query-client';
import { referenceKeys } from '../../lib/reference-data/query-keys';
import { AppProviders } from '../providers';
import { handleOf, titleOf } from '../route-handle';
import { createAppRoutes } from '../routes';
import { prerenderedRoutes, type PrerenderedRoute } from './prerendered-routes';

/**
 * Built for Node (`vite build --ssr`, scripts/web-build.mjs) and loaded by the server
 * (apps/api/src/plugins/prerendered-pages.ts): renders a public page through the app's own
 * route tree, as the browser will when it takes the page over (decision 091).
 */

/** The routes the server prerenders: the registry's entries flagged `prerender`. */
export const PRERENDERED: PrerenderedRoute[] = prerenderedRoutes(createAppRoutes());

/** What the server read for the page: what the app would ask the API for. */
export interface PageData {
  config: PublicConfig;
  services: Service[];
  toolDefaults?: ToolDefaults;
  /** The agency the share link names (null: none), on the share page. */
  share?: PianoShare | null;
  /** The contest's dates and prizes, on the contest rules page. */
  contestRules?: PublicContestRules;
}

/** What the app hydrates with: the router's loader data and the query cache. */
export interface Hydration {
  router: HydrationState;
  queries: DehydratedState;
}

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** What React hoists to the document's head (the preloads of the images the page needs first). */
  head: string;
  title: string;
  /** The brand colours as CSS variables, for the page's <head>: nothing repaints at hydration. */
  brandCss: string;
  /** 404 for a service the catalogue lacks or an agency no link names; else 200. */
  status: number;
  start: PrerenderedRoute['start'];
  /** The flagged route's whole pattern: the server answers only the route it asked for. */
  route: string;
  hydration: Hydration;
}

const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;
const SERVICE = childPattern(pagePatterns.home, pagePatterns.service);
const SHARE = childPattern(pagePatterns.home, pagePatterns.pianoAcquistoShare);

/** The whole pattern of the matched routes' own (relative) paths. */
const patternOf = (paths: (string | undefined)[]) =>
  `/${paths.filter((p) => p !== undefined && p !== '' && p !== '/').join('/')}`;

/**
 * The page at `url` (a path with its query) as the app renders it, its queries answered by
 * `data`; null when the route tree does not give a prerendered page there (a redirect, an
 * error, a route not flagged): the app renders it in the browser.
 */
export async function renderPage(url: string, data: PageData): Promise<RenderedPage | null> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')));
  if (context instanceof Response || context.errors) return null;
  const deepest = context.matches.at(-1);
  const prerender = deepest ? handleOf(deepest.route)?.prerender : undefined;
  if (!deepest || !prerender) return null;

  const { productSlug } = data.config;
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesKeys.list(productSlug), data.services);
  if (data.toolDefaults)
    queryClient.setQueryData(referenceKeys.toolDefaults(productSlug), data.toolDefaults);
  if (data.contestRules)
    queryClient.setQueryData(legalKeys.contestRules(productSlug), data.contestRules);
  const slug = deepest.params.agencySlug;
  if (data.share !== undefined && slug !== undefined)
    queryClient.setQueryData(pianoKeys.share(productSlug, slug), data.share);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders config={data.config} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const missing =
    (deepest.route.path === SERVICE &&
      !findServiceByName(
        data.services,
        restOfPath(context.location.pathname, pagePatterns.service),
      )) ||
    (deepest.route.path === SHARE && data.share === null);
  const title = titleOf(
    context.matches.map((m) => ({ handle: m.route.handle, params: m.params })),
    context.location.pathname,
  );
  const { productName } = data.config;
  // React writes what belongs in the head (preloads, the title) first, when it renders a part
  // of the document: the preloads go to the head, the title is the server's own.
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  return {
    body: html.slice(hoisted.length),
    head: hoisted.replace(/<title>[^<]*<\/title>/g, ''),
    title: title ? `${title} · ${productName}` : productName,
    brandCss: brandCss(data.config.brand.colors),
    status: missing ? 404 : 200,
    start: prerender.start,
    route: patternOf(context.matches.map((m) => m.route.path)),
    hydration: {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    },
  };
}
