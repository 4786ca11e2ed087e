import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isStaleEdit } from './api-error';
import { notifyError, notifySuccess } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Success toast shown after the mutation succeeds. */
      successMessage?: string;
      /** Text of the error toast when the server sent no message (spec section 8). */
      errorMessage?: string;
      /** false: the page shows the error itself (e.g. on a login form). */
      toastError?: boolean;
    };
  }
}

/** Client errors (4xx) are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Mutations toast (success and failure); queries never toast: their pages show
 * inline errors or the route error boundary.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) notifySuccess(message);
      },
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.toastError === false) return;
        // A stale save is shown by its form, with "Ricarica" (decision 028), not in a toast.
        if (isStaleEdit(error)) return;
        notifyError(error, mutation.meta?.errorMessage);
      },
    }),
    // 'always': a call runs even when the browser says it is offline, and fails at once with
    // the connection message. TanStack's default ('online') would pause it without a word and
    // send it minutes later, when the network is back: a login would complete by itself after
    // the user gave up (decision 026).
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
