import { matchRoutes, type RouteObject } from 'react-router';
import { APP_PAGE_ELEMENT, type AppPageState } from './app-page-state';

/** The state of a page the server rendered for the session (decision 067), or null. */
export function readAppPageState(doc: Document = document): AppPageState | null {
  const json = doc.getElementById(APP_PAGE_ELEMENT)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as AppPageState;
  } catch {
    return null;
  }
}

type LazyRoute = RouteObject & {
  lazy?: (() => Promise<Record<string, unknown>>) | Record<string, () => Promise<unknown>>;
};

/**
 * Loads the code of the routes that match `location` into the route objects before the
 * router is made: hydration must render at once what the server rendered, not the router's
 * loading state while it fetches the page's chunk.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazyRoute = route as LazyRoute;
      const { lazy } = lazyRoute;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
              ),
            );
      Object.assign(lazyRoute, loaded);
      delete lazyRoute.lazy;
    }),
  );
}
