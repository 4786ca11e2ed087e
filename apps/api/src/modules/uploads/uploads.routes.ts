import type { FastifyInstance, FastifyReply } from 'fastify';
import { STORED_NAME, kindOf, type StoredKind } from './upload-store';

/** An image opened on its own may show itself (the browser's inline styles); a PDF nothing. */
const CONTENT_SECURITY: Record<StoredKind, string> = {
  webp: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox",
  pdf: "default-src 'none'; sandbox",
};

function missing(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('File non trovato');
}

/**
 * GET /uploads/{name}: the service images and PDFs the admins uploaded, public like the
 * catalogue that shows them. Only names the server made are looked up (no path from the
 * request ever reaches the file system); the content type comes from the type the server
 * checked when it stored the file, with `nosniff`; names never change content, so the
 * browser may keep them for a year, and the name is the ETag (a revalidation gets 304).
 * The files live where every process reads them (`app.files`, decision 043). A PDF is a download (`attachment`), never opened in
 * the portal's origin, and every file is sandboxed: nothing in it may run scripts or load
 * anything, whatever it contains (decision 036).
 */
export async function uploadsRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const name = req.params.file;
      if (!STORED_NAME.test(name)) return missing(reply);
      const etag = `"${name}"`;
      const kind = kindOf(name);
      const file =
        req.headers['if-none-match'] === etag
          ? await app.files.head(name)
          : await app.files.stream(name);
      if (!file) return missing(reply);
      void reply
        .type(file.contentType)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', CONTENT_SECURITY[kind])
        .header('cross-origin-resource-policy', 'same-origin');
      if (kind === 'pdf')
        void reply.header('content-disposition', 'attachment; filename="scheda-servizio.pdf"');
      if (!('body' in file)) return reply.code(304).send();
      return reply.header('content-length', file.size).send(file.body);
    },
  );
}
