import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { File as NodeFile } from 'node:buffer';
import { routeUrl, type RouteContract } from '@portal/shared/routes/define';
import { env } from '../config/env';
import { apiPathOf } from '../lib/api-client';

/** MSW server for component tests; every request must have a handler. */
export function setupMsw() {
  const server = setupServer();
  let unpatched: typeof fetch;
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    unpatched = globalThis.fetch;
    globalThis.fetch = withNodeMultipart(unpatched);
    readMultipartWithNodeFile();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    globalThis.fetch = unpatched;
    server.close();
  });
  return server;
}

/**
 * fetch here is Node's (undici 7 on Node 24), which reads the global File when it encodes a
 * multipart body, and jsdom replaced it: the body breaks off. A browser has one family of
 * classes, so the page's FormData is encoded with Node's, then sent as bytes.
 */
function withNodeMultipart(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const body = init?.body;
    if (!(body instanceof FormData)) return inner(input, init);
    const encoded = await withNodeFile(async () => {
      const rebuilt = await nodeFormData();
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') rebuilt.append(name, value);
        else {
          const bytes = await value.arrayBuffer();
          const file = new NodeFile([new Uint8Array(bytes)], value.name, { type: value.type });
          rebuilt.append(name, file as unknown as Blob, value.name);
        }
      }
      const res = new Response(rebuilt);
      return { bytes: await res.arrayBuffer(), type: res.headers.get('content-type') ?? '' };
    });
    const headers = new Headers(init?.headers);
    headers.set('content-type', encoded.type);
    return inner(input, { ...init, headers, body: encoded.bytes });
  };
}

async function withNodeFile<T>(work: () => Promise<T>): Promise<T> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await work();
  } finally {
    globalThis.File = jsdomFile;
  }
}

/**
 * The other half: undici parses a multipart body with the global File, which jsdom replaced,
 * and the parse never ends. A handler's `request.formData()` runs with Node's File.
 */
function readMultipartWithNodeFile() {
  const proto = Request.prototype as Request & { formDataPatched?: boolean };
  if (proto.formDataPatched) return;
  const original = proto.formData;
  proto.formData = function (this: Request) {
    return withNodeFile(() => original.call(this));
  };
  proto.formDataPatched = true;
}

/** Node's own FormData (jsdom replaced the global), as undici's Response builds it. */
async function nodeFormData(): Promise<FormData> {
  const sample = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  const NodeFormData = sample.constructor as typeof FormData;
  return new NodeFormData();
}

/** Absolute URL of an API path, as the client calls it. */
export const apiPath = (path: string) => `${env.apiBase}${path}`;

/** The API-relative path of a route, from its contract (product slug and parameters filled in). */
export const pathOf = (
  contract: RouteContract,
  product = '',
  params?: Readonly<Record<string, string>>,
) => apiPathOf(routeUrl(contract.path, product, params));

/** Absolute URL of a route, from its contract, for an MSW handler. */
export const contractUrl = (
  contract: RouteContract,
  product?: string,
  params?: Readonly<Record<string, string>>,
) => apiPath(pathOf(contract, product, params));
