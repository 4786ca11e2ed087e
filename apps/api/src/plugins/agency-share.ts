import type { FastifyInstance } from 'fastify';
import type { PianoShare } from '@portal/shared';
import { AppError } from '../lib/errors';
import { ToolsService } from '../modules/tools/tools.service';

/**
 * The agency an address's share link names (`/piano-acquisto/:agencySlug`, decision 091), as
 * the API's share route gives it to the app; null when it names no active agency (the page
 * says so, with a 404). Read for each request: an agency's contacts change without the
 * catalogue changing, and the page is kept per what this answers.
 */
export function agencyShare(app: FastifyInstance) {
  const tools = new ToolsService(app.db, app.log, app.config.brand, app.config.publicUrl, () =>
    app.clock.now(),
  );
  return async (slug: string): Promise<PianoShare | null> => {
    // The share route's own rule for a slug; anything else names no agency.
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
    try {
      return await tools.pianoShare(slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  };
}
