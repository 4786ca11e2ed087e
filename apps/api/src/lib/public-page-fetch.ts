import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AddressRefused, publicAddressOf, systemResolve, type Resolve } from './public-address';

/**
 * One web page of the public internet, fetched by the server on a user's behalf (the «Prova
 * sul tuo sito» of Display Rata, decision 121), so that a user cannot make the portal reach
 * what only the portal can reach (SSRF): http(s) on the default ports, no credentials in the
 * address, every address of the name public, the connection made to the address that was
 * checked (a second, different DNS answer is never used), each redirect checked again, at
 * most 3 of them, 8 seconds and 3 MB at most, HTML only.
 */

export type PageRefusal =
  | 'address'
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'own'
  | 'unreachable'
  | 'timeout'
  | 'status'
  | 'type'
  | 'size'
  | 'redirects';

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageRefusal,
    readonly status?: number,
  ) {
    super(reason);
  }
}

export interface FetchedPage {
  /** Where the page was found, after its redirects. */
  url: string;
  html: string;
}

export interface PageFetchOptions {
  /** Origins the fetch never goes to: the portal's own. */
  ownOrigins: readonly string[];
  resolve?: Resolve;
  /** Addresses let through although not public, on any port (tests only: SITE_PREVIEW_ALLOW). */
  allowed?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
}

const MAX_REDIRECTS = 3;
const HTML = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

/** The address as a URL the fetch may try, or the reason it may not. */
function checkUrl(raw: string, own: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError('scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError('scheme');
  if (url.username || url.password) throw new PageFetchError('credentials');
  if (own.includes(url.origin)) throw new PageFetchError('own');
  return url;
}

/** The body, decompressed, up to `max` bytes (more: refused, the connection closed). */
async function readBody(res: IncomingMessage, max: number): Promise<Buffer> {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  const stream =
    encoding === 'gzip'
      ? res.pipe(createGunzip())
      : encoding === 'br'
        ? res.pipe(createBrotliDecompress())
        : encoding === 'deflate'
          ? res.pipe(createInflate())
          : res;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      res.destroy();
      throw new PageFetchError('size');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The text of an HTML body in its charset (the header's, else its <meta>'s, else UTF-8). */
function decodeHtml(body: Buffer, contentType: string): string {
  const meta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'));
  const label = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? meta?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** One GET to the checked address; the answer's status, headers and (for a 200) body. */
function getOnce(
  url: URL,
  pinned: { address: string; family: number },
  options: Required<Pick<PageFetchOptions, 'maxBytes' | 'userAgent'>>,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; contentType: string; body?: Buffer }> {
  // The connection goes to the address checked, whatever the name resolves to now.
  const lookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup,
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'it-IT,it;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        const location = res.headers.location;
        if (status !== 200) {
          res.resume();
          resolvePromise({ status, contentType, ...(location ? { location } : {}) });
          return;
        }
        if (!HTML.test(contentType)) {
          res.destroy();
          reject(new PageFetchError('type'));
          return;
        }
        readBody(res, options.maxBytes).then(
          (body) => resolvePromise({ status, contentType, body }),
          reject,
        );
      },
    );
    req.on('error', (err) => reject(err));
    req.end();
  });
}

/** Fetches the page at `raw` within the rules above; a refusal is a PageFetchError. */
export async function fetchPublicPage(
  raw: string,
  options: PageFetchOptions,
): Promise<FetchedPage> {
  const { ownOrigins, resolve = systemResolve, allowed = [] } = options;
  const settings = {
    maxBytes: options.maxBytes ?? 3_000_000,
    userAgent: options.userAgent ?? 'DisplayRata-Prova/1.0',
  };
  const signal = AbortSignal.timeout(options.timeoutMs ?? 8_000);
  let url = checkUrl(raw, ownOrigins);
  for (let hop = 0; ; hop++) {
    let pinned: { address: string; family: number };
    try {
      pinned = await publicAddressOf(url.hostname, resolve, allowed);
    } catch (err) {
      throw err instanceof AddressRefused && err.message === 'not found'
        ? new PageFetchError('unreachable')
        : new PageFetchError('address');
    }
    const defaultPort = url.port === '' || url.port === '80' || url.port === '443';
    if (!defaultPort && !allowed.includes(pinned.address)) throw new PageFetchError('port');
    let answer: Awaited<ReturnType<typeof getOnce>>;
    try {
      answer = await getOnce(url, pinned, settings, signal);
    } catch (err) {
      if (err instanceof PageFetchError) throw err;
      throw new PageFetchError(signal.aborted ? 'timeout' : 'unreachable');
    }
    if (answer.body) return { url: url.href, html: decodeHtml(answer.body, answer.contentType) };
    const redirect = answer.status >= 300 && answer.status < 400 && answer.location;
    if (!redirect) throw new PageFetchError('status', answer.status);
    if (hop >= MAX_REDIRECTS) throw new PageFetchError('redirects');
    url = checkUrl(new URL(redirect, url).href, ownOrigins);
  }
}
