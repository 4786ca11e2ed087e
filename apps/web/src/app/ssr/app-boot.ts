import { afterFirstPaint } from '../light/after-first-paint';
import { APP_STAGES_ELEMENT } from './app-page-state';

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The entry of an app page the server rendered for the session (decision 067): the page is
 * whole from the server's HTML, so the app (start.tsx, which hydrates it) is fetched once the
 * page has been painted.
 *
 * Importing a module evaluates it and everything it imports in one task. The server lists
 * the app's files for this page in the order they depend on each other (#app-stages); each
 * is imported alone, with a pause between, so each is a short task of its own and a tap on
 * the painted page is answered between them (Lighthouse's TBT, P7). The app then finds them
 * evaluated.
 */
afterFirstPaint(() => {
  void (async () => {
    const json = document.getElementById(APP_STAGES_ELEMENT)?.textContent;
    const stages = json ? (JSON.parse(json) as string[]) : [];
    for (const file of stages) {
      // A file that fails here fails again below, where the app reports it.
      await import(/* @vite-ignore */ file).catch(() => undefined);
      await pause();
    }
    const { start } = await import('../start');
    await start();
  })();
});
