import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a public page the server prerendered
 * (decision 091), true once the page is interactive, and at once in the app (rendered in the
 * browser). A form rendered by the server is inert until then: what a visitor typed into it
 * before would be lost when React takes it over with its own state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
