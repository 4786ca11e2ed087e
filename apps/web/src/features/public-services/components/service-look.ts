import { colourOr } from '@portal/shared';
import { ensureContrast, readableOn } from '../../../lib/brand-theme';

/**
 * Colours a public service card derives from the admin's colour: the colour itself for
 * the band, a shade readable as text on white, a text colour readable on the band.
 * Anything that is not #rrggbb falls back to the given brand colour.
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
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
