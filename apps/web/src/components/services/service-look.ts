import { colourOr } from '@portal/shared/domain/hex-colour';
import { ensureContrast, readableOn } from '../../lib/brand-theme';

/**
 * The colours a service card or page derives from the admin's colour: the colour itself
 * for the band, a shade readable as text on white, and a text colour readable on the band.
 * Anything that is not #rrggbb falls back to the given colour.
 */
export function serviceColors(color: string | null | undefined, fallback: string) {
  const base = colourOr(color, fallback);
  return {
    band: base,
    ink: ensureContrast(base, '#ffffff'),
    onBand: readableOn(base, '#1c2430'),
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Plain text of the server's (already sanitised) rich-text description, for a card. Without
 * a DOM, so the server renders the same text as the browser (a prerendered page, decision 091):
 * tags go, the entities the editor writes (named ones above, and any numeric one) come back.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  // A space after each block, so paragraphs and list items do not run together.
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote|ul|ol)>|<br\s*\/?>/gi, '$& ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      const code =
        name.startsWith('#x') || name.startsWith('#X')
          ? parseInt(name.slice(2), 16)
          : name.startsWith('#')
            ? parseInt(name.slice(1), 10)
            : NaN;
      if (Number.isInteger(code)) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The description's headings placed under the page's own title: whatever level the admin
 * chose for the first of them, it becomes `top` (an <h2> under the page's <h1>) and the
 * others keep their distance from it, never past <h6>. A page that jumped from its <h1> to
 * the description's <h3> broke the outline (axe: heading-order).
 */
export function headingsUnder(html: string, top = 2): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  const level = (n: string) => Math.min(6, Math.max(top, Number(n) + shift));
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_tag, slash: string, n: string) => `<${slash}h${level(n)}`,
  );
}
