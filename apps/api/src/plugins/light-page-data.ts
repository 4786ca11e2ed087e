import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PianoShare } from '@portal/shared';
import { AppError } from '../lib/errors';
import { ToolsService } from '../modules/tools/tools.service';

/** The figures a share link may carry (`?prezzo=…`), as the calculator reads them. */
const PLAN_QUERY = ['prezzo', 'mutuo', 'anni', 'tasso'] as const;

/** What a light page of one agency is rendered with, besides what every light page has. */
export interface AgencyPageData {
  /** The agency the link names, null when it names no active agency (a 404 page). */
  share: PianoShare | null;
  query: Record<(typeof PLAN_QUERY)[number], string | null>;
}

/**
 * The Piano D'Acquisto share page's own data (`/piano-acquisto/:agencySlug`, decision 065):
 * the agency as the API's share route gives it, and the plan's figures of the link. Read
 * for each request: an agency's contacts change without the catalogue changing.
 */
export function agencyPageData(app: FastifyInstance) {
  const tools = new ToolsService(app.db, app.log, app.config.brand, app.config.publicUrl, () =>
    app.clock.now(),
  );
  return async (req: FastifyRequest): Promise<AgencyPageData> => {
    const slug = (req.params as { agencySlug?: string }).agencySlug ?? '';
    const raw = req.query as Record<string, unknown>;
    const query = Object.fromEntries(
      PLAN_QUERY.map((key) => {
        const value = Array.isArray(raw[key]) ? (raw[key] as unknown[])[0] : raw[key];
        return [key, typeof value === 'string' ? value : null];
      }),
    ) as AgencyPageData['query'];
    // The share route's own rule for a slug; anything else names no agency.
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return { share: null, query };
    try {
      return { share: await tools.pianoShare(slug), query };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return { share: null, query };
      throw error;
    }
  };
}
