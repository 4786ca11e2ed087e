/**
 * The request a page is being rendered for on the server (decision 067): its cookies (the
 * session the app reads as `document.cookie` in a browser) and the way its API calls reach
 * the API in the same process. The server's render module installs the reader
 * (app/ssr/app-render.tsx); in a browser there is none and nothing here is used.
 */
export interface ServerRequest {
  /** The request's Cookie header. */
  cookie: string;
  /** fetch for the app's API calls, answered in process with the request's address. */
  fetch: typeof fetch;
}

const READER = Symbol.for('portal.serverRequest');

type Holder = { [READER]?: () => ServerRequest | undefined };

/** The request being rendered, on the server only. */
export function serverRequest(): ServerRequest | undefined {
  return (globalThis as Holder)[READER]?.();
}

/** Called once by the server's render module with its per-request store. */
export function installServerRequestReader(read: () => ServerRequest | undefined): void {
  (globalThis as Holder)[READER] = read;
}
