import { afterFirstPaint } from './after-first-paint';
import { evaluateInStages, preloadLater } from './in-stages';

/**
 * The light pages' entry (decision 065): the page is whole from the server's HTML, so its
 * script waits until the page has loaded and has been painted, and only then fetches React
 * and the page's code, evaluates them one by one (decision 080) and hydrates.
 */
afterFirstPaint(() => {
  void (async () => {
    await evaluateInStages();
    const { hydrateLightPage } = await import('./light-main');
    await hydrateLightPage();
    preloadLater();
  })();
});
