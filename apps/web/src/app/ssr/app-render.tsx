import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/shared';
import { brandCss } from '../../lib/brand-theme';
import { createQueryClient } from '../../lib/query-client';
import { installServerRequestReader, type ServerRequest } from '../../lib/server-request';
import { AppProviders } from '../providers';
import { createAppRoutes } from '../routes';
import { APP_PAGES, type AppPageState } from './app-page-state';

export { APP_PAGES };

/** An app page rendered for one request: the markup inside #root, its title, its state. */
export interface RenderedAppPage {
  body: string;
  title: string;
  /** The brand colours as CSS variables, for the page's <head>. */
  brandCss: string;
  state: AppPageState;
}

const requests = new AsyncLocalStorage<ServerRequest>();
installServerRequestReader(() => requests.getStore());

/** Renders after which the page's queries must all have answered (a query that waits for another). */
const MAX_PASSES = 3;

/**
 * An app page rendered by the server for the session of the request (decision 067): the
 * app's own routes and components, through React Router's static handler, with the page's
 * queries answered by the API in process (`request.fetch`) with the request's cookies. The
 * queries are found by rendering: each render asks for what it needs, the queries asked
 * for are answered, and the page is rendered again until nothing more is asked for.
 *
 * null when the page cannot be rendered whole for this request (no session, a guard's
 * redirect, a query that failed or still waits): the server then sends the app, which does
 * what it always did (the login, the error, the loading state).
 */
export async function renderAppPage(
  url: string,
  request: ServerRequest,
  config: PublicConfig,
): Promise<RenderedAppPage | null> {
  return requests.run(request, async () => {
    const handler = createStaticHandler(createAppRoutes());
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const queryClient = createQueryClient();
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = () =>
      renderToString(
        <StrictMode>
          <AppProviders config={config} queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      );
    let body = render();
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      const asked = waiting(queryClient);
      if (asked.length === 0) break;
      // No retry on the server: a query that fails here is left to the app in the browser.
      await Promise.all(
        asked.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => null)),
      );
      body = render();
    }
    const queries = queryClient.getQueryCache().getAll();
    if (waiting(queryClient).length > 0 || queries.some((q) => q.state.status === 'error')) {
      return null;
    }
    const { title, rest } = takeTitle(body);
    return {
      body: rest,
      title: title ?? config.productName,
      brandCss: brandCss(config.brand.colors),
      state: { queries: dehydrate(queryClient), loaderData: context.loaderData },
    };
  });
}

/** The queries a render asked for and nobody has answered (a disabled query is not asked). */
function waiting(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
}

function enabled(query: Query): boolean {
  const { enabled: option } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof option === 'function' ? option(query) : option) !== false;
}

/**
 * The root layout's <title> (React writes it where the layout renders it): taken out of the
 * markup for the page's <head>, where React finds it again when it hydrates.
 */
function takeTitle(body: string): { title: string | null; rest: string } {
  const match = /<title>([^<]*)<\/title>/.exec(body);
  if (!match) return { title: null, rest: body };
  return { title: decodeEntities(match[1] ?? ''), rest: body.replace(match[0], '') };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}
