import {
  ErrorCode,
  SITE_PREVIEW_TEXT,
  SITE_PREVIEW_TTL_MS,
  WIDGET_SCRIPT_PATH,
  type SitePreview,
  type SitePreviewBody,
} from '@portal/shared';
import { routes, routeUrl } from '@portal/shared/routes';
import { AppError, conflict, notFound } from '../../lib/errors';
import { fetchPublicPage, PageFetchError } from '../../lib/public-page-fetch';
import type { ServiceDeps } from '../../lib/service-deps';
import { previewDocument } from './site-preview.html';
import { findSitePreviewHtml, insertSitePreview } from './site-preview.queries';
import { findAgencyHandle } from './tools.queries';
import type { ToolsService } from './tools.service';

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'log'>;

/** The refusal of a page the portal will not or cannot show, on the address field. */
const refused = (error: PageFetchError) => {
  const message = SITE_PREVIEW_TEXT.refused[error.reason];
  return new AppError(422, ErrorCode.validation, message, { url: message });
};

/**
 * Fetches the agency's page (public addresses only, decision 121), puts its widget in and
 * keeps it 10 minutes for the settings page's frame. The widget must be on: the frame shows
 * what the agency's visitors would see.
 */
export async function createSitePreview(
  deps: Deps,
  tools: ToolsService,
  agencyId: string,
  body: SitePreviewBody,
): Promise<SitePreview> {
  const agency = await findAgencyHandle(deps.db, agencyId);
  if (!agency) throw conflict(SITE_PREVIEW_TEXT.disabled);
  // What the agency's visitors would get: the widget's own configuration, or nothing.
  try {
    await tools.widgetConfig(agency.slug);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw conflict(SITE_PREVIEW_TEXT.disabled);
    throw err;
  }
  const { publicUrl, sitePreviewAllow, productName } = deps.config;
  let page;
  try {
    page = await fetchPublicPage(body.url, {
      ownOrigins: [new URL(publicUrl).origin],
      allowed: sitePreviewAllow,
      userAgent: `${productName} Display Rata - Prova sul tuo sito (+${publicUrl})`,
    });
  } catch (err) {
    if (err instanceof PageFetchError) {
      deps.log.info(
        { event: 'site_preview_refused', agencyId, reason: err.reason, status: err.status },
        'prova sul sito non riuscita',
      );
      throw refused(err);
    }
    throw err;
  }
  const html = previewDocument({
    html: page.html,
    pageUrl: page.url,
    widgetSrc: `${publicUrl}${WIDGET_SCRIPT_PATH}`,
    slug: agency.slug,
    priceSelector: body.priceSelector,
  });
  const now = deps.clock.now();
  // The previews of every agency that outlived their 10 minutes go with each new one.
  const id = await insertSitePreview(
    deps.db,
    { agencyId, pageUrl: page.url, html, createdAt: new Date(now) },
    new Date(now - SITE_PREVIEW_TTL_MS),
  );
  deps.log.info({ event: 'site_preview', agencyId }, 'prova sul sito');
  return {
    address: routeUrl(routes.sitePreviewPage.path, deps.config.productSlug, { id }),
    pageUrl: page.url,
  };
}

/** The kept page, while its 10 minutes last; else 404. */
export async function sitePreviewHtml(deps: Deps, id: string): Promise<string> {
  const html = await findSitePreviewHtml(
    deps.db,
    id,
    new Date(deps.clock.now() - SITE_PREVIEW_TTL_MS),
  );
  if (html === undefined) throw notFound(SITE_PREVIEW_TEXT.expired);
  return html;
}
