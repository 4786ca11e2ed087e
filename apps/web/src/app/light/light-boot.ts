import { afterFirstPaint } from './after-first-paint';

/**
 * The light pages' entry (decision 065): the page is whole from the server's HTML, so its
 * script waits until the page has loaded and has been painted, and only then fetches React
 * and hydrates.
 */
afterFirstPaint(() => {
  void import('./light-main').then(({ hydrateLightPage }) => hydrateLightPage());
});
