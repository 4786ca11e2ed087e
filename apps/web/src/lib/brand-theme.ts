import type { Brand } from '@portal/shared';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mixWithBlack(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const parts = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(c * (1 - amount))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** The colour itself if it reaches `min` contrast on `background`, else the nearest darker shade that does. */
export function ensureContrast(hex: string, background: string, min = 4.5): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mixWithBlack(hex, step * 0.05);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}

/** White or the brand's text colour, whichever reads better on `background`. */
export function readableOn(background: string, dark: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(dark, background) ? '#ffffff' : dark;
}

/**
 * Writes the brand colours into the CSS variables of tokens.css (whose values are
 * the defaults) and derives the text colours that keep WCAG AA contrast.
 */
export function applyBrandColors(
  colors: Brand['colors'],
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of brandVariables(colors)) root.style.setProperty(name, value);
}

/** The CSS variables of the brand colours and their derived text colours. */
/** The brand colours as a `:root` rule, for the <head> of a page the server renders. */
export function brandCss(colors: Brand['colors']): string {
  return `:root{${brandVariables(colors)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

export function brandVariables(colors: Brand['colors']): [name: string, value: string][] {
  return [
    ['--color-primary', colors.primary],
    ['--color-primary-dark', colors.primaryDark],
    ['--color-accent', colors.accent],
    ['--color-text', colors.text],
    ['--color-muted', ensureContrast(colors.muted, colors.background)],
    ['--color-bg', colors.background],
    ['--color-surface', colors.surface],
    ['--color-on-primary', readableOn(colors.primary, colors.text)],
    ['--color-on-primary-dark', readableOn(colors.primaryDark, colors.text)],
    ['--color-on-accent', readableOn(colors.accent, colors.text)],
    ['--color-link', ensureContrast(colors.primary, colors.background)],
    ['--color-accent-ink', ensureContrast(colors.accent, colors.surface)],
  ];
}
