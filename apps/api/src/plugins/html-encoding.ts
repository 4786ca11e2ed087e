import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A rendered page as sent to each kind of browser. */
export interface EncodedHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function encodeHtml(html: string): EncodedHtml {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** brotli, else gzip, else none, as the request's Accept-Encoding allows (q=0 refuses). */
export function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const allowed = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim()),
  );
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a page in the encoding the browser accepts best (its Vary says so to caches). */
export function sendHtml(req: FastifyRequest, reply: FastifyReply, page: EncodedHtml) {
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req);
  if (encoding === 'identity') return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * Sends a page made for one request (a share page, a missing service): compressed only in the encoding this
 * browser takes, at a quicker setting than a page kept for everyone.
 */
export function sendHtmlOnce(req: FastifyRequest, reply: FastifyReply, html: string) {
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(req);
  if (encoding === 'identity') return reply.send(html);
  const bytes = Buffer.from(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
