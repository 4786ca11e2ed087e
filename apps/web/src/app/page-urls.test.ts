import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { pagePatterns, paths } from '../config/paths';
import { createAppRoutes } from './routes';

type Tree = { readonly [key: string]: string | Tree };

/** Every URL pattern of the list, without the in-page anchors (/#servizi is the home page). */
function listedPatterns(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value.replace(/#.*$/, '') || '/'] : listedPatterns(value),
  );
}

function join(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every pattern the router answers: each route with a path, and each index route. */
function routedPatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : join(parent, route.path);
    const own = route.index || route.path !== undefined ? [here] : [];
    return [...own, ...routedPatterns(route.children ?? [], here)];
  });
}

describe('the page URL list and the router', () => {
  const listed = new Set(listedPatterns(pagePatterns));
  const routed = new Set(routedPatterns(createAppRoutes()));

  it('routes every listed URL', () => {
    expect([...listed].filter((pattern) => !routed.has(pattern))).toEqual([]);
  });

  it('lists every routed URL', () => {
    expect([...routed].filter((pattern) => !listed.has(pattern))).toEqual([]);
  });

  it('builds the links from the same patterns, encoding the parameter', () => {
    expect(paths.reserved.appointmentEdit('a b/c')).toBe(
      '/area-riservata/appuntamenti/edit/a%20b%2Fc',
    );
    expect(paths.verifyAccount('t0k')).toBe('/verify_account/t0k');
    // A name is the rest of the path: its `/` stays one, the rest of it is encoded.
    expect(paths.service('Mutuo 1/2 casa?#50%')).toBe('/services/Mutuo%201/2%20casa%3F%2350%25');
    expect(paths.reserved.serviceLink('mutui/prima-casa')).toBe(
      '/area-riservata/servizi/mutui/prima-casa',
    );
    expect(paths.admin.agencyList).toBe('/admin/agenzie/list');
    expect(paths.homeServices).toBe('/#servizi');
  });
});
