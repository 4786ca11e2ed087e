import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a page the server rendered (a light page,
 * decision 065; an app page, 067), true once the page is interactive, and at once in the app
 * (rendered in the browser). A form rendered by the server is inert until then: what a
 * visitor typed into it before would be lost when React takes it over with its own state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
