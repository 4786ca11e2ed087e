import { useEffect } from 'react';
import { NetworkError } from './api-error';

/**
 * A module a page needs only once it is used (a form's checks, its call): fetched on first
 * need and kept. A fetch that fails (no network) is tried again next time and answers a
 * NetworkError, which the form shows as any call that got no answer.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      throw new NetworkError('offline');
    }));
}

/**
 * Fetches `load` once the page has mounted and the browser is idle: a page that was loaded
 * online has what its form needs before the network can go (a module that failed to load
 * stays failed in the browser's module map until the page is reloaded).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, [load]);
}
