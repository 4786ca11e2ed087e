import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from '../components/layout/not-found';
import { childPattern, pagePatterns } from '../config/paths';

type WidgetsModule = { WidgetsPage: ComponentType };

/**
 * /dev/widgets, only under `vite`. The one read of `import.meta.env` outside
 * config/env.ts, on purpose: only the literal flag is folded by the bundler, so this
 * route and its chunk are dropped from production builds (a constant re-exported
 * from env.ts is not). The glob keeps the app building if the page is missing.
 */
export function devRoutes(): RouteObject[] {
  if (!import.meta.env.DEV) return [];
  const pages = import.meta.glob<WidgetsModule>('../features/dev-widgets/widgets-page.tsx');
  const load = Object.values(pages)[0];
  return [
    {
      path: childPattern(pagePatterns.home, pagePatterns.devWidgets),
      handle: { title: 'Widget (sviluppo)' },
      lazy: { Component: async () => (load ? (await load()).WidgetsPage : NotFound) },
    },
  ];
}
