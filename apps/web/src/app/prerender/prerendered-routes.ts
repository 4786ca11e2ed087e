import type { RouteObject } from 'react-router';
import type { Prerender, RouteHandle } from '../route-handle';

/** A route of the registry flagged `prerender`, with its whole pattern (`/services/*`). */
export interface PrerenderedRoute extends Prerender {
  path: string;
}

const join = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.endsWith('/') ? parent : `${parent}/`}${path}`;

/** The routes whose handle says `prerender` (decision 091), found by walking the tree. */
export function prerenderedRoutes(routes: RouteObject[], parent = '/'): PrerenderedRoute[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : join(parent, route.path);
    const prerender = (route.handle as RouteHandle | undefined)?.prerender;
    const own = prerender ? [{ ...prerender, path }] : [];
    return [...own, ...prerenderedRoutes(route.children ?? [], path)];
  });
}
