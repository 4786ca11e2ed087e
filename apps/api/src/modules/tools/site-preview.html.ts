import { SITE_PREVIEW_MESSAGE_KEY } from '@portal/shared';

/**
 * The fetched page as the «Prova sul tuo sito» frame shows it (decision 121): its addresses
 * resolved against where it was found (`<base>`), the agency's widget first in its <head>
 * (with the selector being edited, if any), and a small script that hands the widget's one
 * console line to the settings page. The page's own scripts stay: the frame is a sandboxed
 * document of an origin of its own, which reaches neither the portal's cookies nor its pages.
 */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Forwards «Display Rata: …» lines of console.info to the parent (the settings page). */
const BRIDGE = `(function(){var info=console.info;console.info=function(m){try{if(typeof m==="string"&&m.indexOf("Display Rata:")===0)parent.postMessage({${SITE_PREVIEW_MESSAGE_KEY}:m},"*")}catch(e){}return info.apply(console,arguments)}})();`;

/** A page's own CSP in a <meta> would block the widget the agency is trying. */
const META_CSP = /<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi;
const HEAD_OPEN = /<head\b[^>]*>/i;
const HTML_OPEN = /<html\b[^>]*>/i;

export interface PreviewInput {
  html: string;
  /** Where the page was found, after redirects. */
  pageUrl: string;
  /** The portal's address of the widget script. */
  widgetSrc: string;
  slug: string;
  /** The selector being edited in the settings (unsaved), if any. */
  priceSelector?: string | undefined;
}

export function previewDocument(input: PreviewInput): string {
  const selector = input.priceSelector
    ? ` data-selettore="${escapeAttribute(input.priceSelector)}"`
    : '';
  const inserted =
    `<base href="${escapeAttribute(input.pageUrl)}">` +
    `<script>${BRIDGE}</script>` +
    `<script src="${escapeAttribute(input.widgetSrc)}" data-agenzia="${escapeAttribute(input.slug)}"${selector} crossorigin="anonymous" defer></script>`;
  const html = input.html.replace(META_CSP, '');
  const at = HEAD_OPEN.exec(html) ?? HTML_OPEN.exec(html);
  if (!at) return `<!doctype html><head>${inserted}</head>${html}`;
  const end = at.index + at[0].length;
  const head = at[0].toLowerCase().startsWith('<head') ? '' : '<head>';
  return `${html.slice(0, end)}${head}${inserted}${head ? '</head>' : ''}${html.slice(end)}`;
}

/**
 * The frame's document headers: a sandbox of its own (scripts run, in an opaque origin; no
 * forms, no top navigation; the Piano link may open a new tab), framed by the portal only,
 * never cached, never sniffed.
 */
export const PREVIEW_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;
