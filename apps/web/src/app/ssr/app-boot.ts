import { afterFirstPaint } from '../light/after-first-paint';
import { evaluateInStages } from '../light/in-stages';

/**
 * The entry of an app page the server rendered for the session (decision 067): the page is
 * whole from the server's HTML, so the app (start.tsx, which hydrates it) is fetched once the
 * page has been painted, its files evaluated one by one.
 */
afterFirstPaint(() => {
  void (async () => {
    await evaluateInStages();
    const { start } = await import('../start');
    await start();
  })();
});
