import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { loadMatchedRoutes, readAppPageState } from './hydrate-app';

const Page = () => null;
const Layout = () => null;
const Other = () => null;

describe('hydrating a page the server rendered (decision 067)', () => {
  it('loads the code of the routes the address matches, and only theirs, into the route objects', async () => {
    const other: RouteObject = { path: 'altro', lazy: { Component: async () => Other } };
    const page: RouteObject = { path: 'hub', lazy: async () => ({ Component: Page }) };
    const layout: RouteObject = {
      path: '/area',
      lazy: { Component: async () => Layout },
      children: [page, other],
    };
    await loadMatchedRoutes([layout], '/area/hub');
    expect(layout).toMatchObject({ Component: Layout });
    expect(page).toMatchObject({ Component: Page });
    expect('lazy' in layout || 'lazy' in page).toBe(false);
    // A page the address does not name stays lazy.
    expect(other.lazy).toBeDefined();
    expect(other.Component).toBeUndefined();
  });

  it('reads the state the server wrote, and nothing from a page without one or with a broken one', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readAppPageState(doc)).toBeNull();
    doc.body.innerHTML =
      '<script id="app-page" type="application/json">{"queries":{"mutations":[],"queries":[]},"loaderData":{"0":null}}</script>';
    expect(readAppPageState(doc)).toEqual({
      queries: { mutations: [], queries: [] },
      loaderData: { '0': null },
    });
    doc.body.innerHTML = '<script id="app-page" type="application/json">{rotto</script>';
    expect(readAppPageState(doc)).toBeNull();
  });
});
