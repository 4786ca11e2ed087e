import { matchRoutes, type RouteObject } from 'react-router';
import type { Hydration } from './prerender/render-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The element the server writes the prerendered page's hydration into (decision 091). */
export const HYDRATION_ELEMENT = 'app-hydration';

/** What the server rendered the page with, or null on a page it did not prerender. */
export function readHydration(doc: Document = document): Hydration | null {
  const json = doc.getElementById(HYDRATION_ELEMENT)?.textContent;
  return json ? (JSON.parse(json) as Hydration) : null;
}

/**
 * Loads the lazy parts of the routes the address matches, before the router is made: the
 * router then starts with the page's components in hand and renders what the server did,
 * instead of its loading state (a hydration mismatch).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

/** The app's frame around the route error that says why the page's code did not come. */
export function lostPageRoutes(error: unknown): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        {
          path: '*',
          loader: () => {
            throw error;
          },
          ErrorBoundary: RouteError,
        },
      ],
    },
  ];
}
