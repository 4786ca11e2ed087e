import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CONTENT_TYPES,
  STORED_NAME,
  UploadStore,
  uploadsDir,
  type StoredKind,
} from './upload-store';

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
 * browser may keep them for a year. A PDF is a download (`attachment`), never opened in
 * the portal's origin, and every file is sandboxed: nothing in it may run scripts or load
 * anything, whatever it contains (decision 036).
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const store = new UploadStore(uploadsDir(app.config.dataDir));

  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (req, reply) => {
      const name = req.params.file;
      if (!STORED_NAME.test(name)) return missing(reply);
      const path = store.pathOf(name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return missing(reply);
      const kind = name.slice(name.lastIndexOf('.') + 1) as StoredKind;
      void reply
        .type(CONTENT_TYPES[kind])
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', CONTENT_SECURITY[kind])
        .header('cross-origin-resource-policy', 'same-origin');
      if (kind === 'pdf')
        void reply.header('content-disposition', 'attachment; filename="scheda-servizio.pdf"');
      return reply.send(createReadStream(path));
    },
  );
}
