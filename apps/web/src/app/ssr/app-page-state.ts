import type { DehydratedState } from '@tanstack/react-query';

/**
 * The app pages the server renders for the session (decision 067): the pages an agency and
 * an administrator open first. Any other page of the areas is the app's, rendered in the
 * browser.
 */
export const APP_PAGES = [
  '/area-riservata/hub',
  '/area-riservata/appuntamenti',
  '/admin/hub',
  '/admin/appuntamenti',
] as const;

/** Written into a page the server rendered (#app-page), read by the app to hydrate it. */
export interface AppPageState {
  /** The answers of the page's queries, as the server had them. */
  queries: DehydratedState;
  /** The router's loader data by route id (the guards' answers). */
  loaderData: Record<string, unknown>;
}

/** The element the server writes the state into. */
export const APP_PAGE_ELEMENT = 'app-page';
