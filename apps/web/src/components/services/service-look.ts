import { colourOr } from '@portal/shared';
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

/** Plain text of the server's (already sanitised) rich-text description, for a card. */
export function htmlToText(html: string): string {
  if (!html) return '';
  // A space after each block, so paragraphs and list items do not run together.
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote|ul|ol)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
