import type { Params, UIMatch } from 'react-router';

/** What a route may declare in `handle`. */
export interface RouteHandle {
  /** Page title (the document title). */
  title?: string | ((params: Params) => string);
  /** false hides the promo banner (it is always hidden on /fimaa). */
  promo?: boolean;
}

function handleOf(match: UIMatch): RouteHandle | undefined {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as RouteHandle)
    : undefined;
}

/** The deepest route's title. */
export function titleOf(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const title = match ? handleOf(match)?.title : undefined;
    if (title !== undefined)
      return typeof title === 'function' && match ? title(match.params) : (title as string);
  }
  return undefined;
}

export function promoAllowed(matches: readonly UIMatch[]): boolean {
  return !matches.some((m) => handleOf(m)?.promo === false);
}

const SERVICE_TITLES: Record<string, string> = {
  displayRata: 'Display Rata',
  pianodacquisto: 'Piano D’Acquisto',
};

/** Title of a services/:name page. */
export function serviceTitle(params: Params): string {
  const name = params.name ?? '';
  return SERVICE_TITLES[name] ?? name;
}
