import type { Params, UIMatch } from 'react-router';
import { restOfPath } from '../config/paths';

/** What a route may declare in `handle`. */
export interface RouteHandle {
  /** Page title (the document title). */
  title?: string | ((params: Params, pathname: string) => string);
  /** false hides the promo banner (it is always hidden on /fimaa). */
  promo?: boolean;
  /** The server renders the page ahead of the browser (decision 091). */
  prerender?: Prerender;
}

/**
 * A public page the server renders through this same route tree and keeps, so the visitor
 * reads it before any script has run; the app then takes it over (decision 091).
 */
export interface Prerender {
  /**
   * When the app takes the page over: `gesture`, at the visitor's first gesture (nothing of
   * the app is downloaded before, QUALITY.md P6 and P7); its fields keep what is typed and a
   * button pressed before is pressed again once the app is there (decision 099). `load`, at
   * once: a page whose form comes only with the app (the Affida registration, whose comune
   * picker and tags have no HTML of their own).
   */
  start: 'load' | 'gesture';
  /**
   * What the page shows besides the catalogue and the configuration, which every
   * prerendered page gets: the provider's assumptions, the agency its share link names, the
   * contest's dates and prizes.
   */
  data?: readonly ('toolDefaults' | 'agencyShare' | 'contestRules')[];
  /** A signed-in agency does not see this page but the one named here (as the route's guard). */
  signedIn?: string;
}

export function handleOf(match: { handle?: unknown }): RouteHandle | undefined {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as RouteHandle)
    : undefined;
}

/** The deepest route's title. */
export function titleOf(
  matches: readonly Pick<UIMatch, 'handle' | 'params'>[],
  pathname: string,
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const title = match ? handleOf(match)?.title : undefined;
    if (title !== undefined)
      return typeof title === 'function' && match
        ? title(match.params, pathname)
        : (title as string);
  }
  return undefined;
}

export function promoAllowed(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return !matches.some((m) => handleOf(m)?.promo === false);
}

const SERVICE_TITLES: Record<string, string> = {
  displayRata: 'Display Rata',
  pianodacquisto: 'Piano D’Acquisto',
};

/** Title of a service's page at `pattern` (`…/services/*`): the name, the rest of the path. */
export function serviceTitle(pattern: string): (params: Params, pathname: string) => string {
  return (_params, pathname) => {
    const name = restOfPath(pathname, pattern);
    return SERVICE_TITLES[name] ?? name;
  };
}
