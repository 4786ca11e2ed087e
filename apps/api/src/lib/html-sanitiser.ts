import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the admin editor, cleaned on the server with an allow-list (ASVS 1.3.1,
 * QUALITY.md S13) before it is stored: the page later renders it as HTML.
 *
 * Kept: what the editor makes (p, br, strong, em, u, ul, ol, li, a). `b` and `i` become
 * strong and em. Links keep only `href` with http, https or mailto (no javascript:, data:,
 * protocol-relative or relative URLs) and always open in a new tab with
 * rel="noopener noreferrer". Everything else goes: every other attribute (on*=, style,
 * class…), and script, style, svg, math, iframe, object, template and the like together
 * with their content. Other unknown tags are dropped but their text stays.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h3', 'p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'template',
    'iframe',
    'object',
    'embed',
    'title',
    'head',
    'xmp',
    'noembed',
    'noframes',
  ],
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = /^(https?:\/\/|mailto:)/i.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: safe };
    },
  },
  // A link whose address was refused is no link: keep its text, drop the empty <a>.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The allowed subset of `html`; '' when nothing but whitespace and empty paragraphs is left. */
export function sanitiseRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  return text === '' ? '' : clean;
}

/** Plain text of sanitised rich text (audit trail, previews). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
