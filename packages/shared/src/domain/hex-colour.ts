// Zod-free, so the web shell's first load can use it (the brand schema, decision 020).
/** A colour as the portal stores and shows it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOUR.test(value);

/**
 * The colour used when none is set and no brand is at hand (a column default): the neutral
 * brand's primary. Wherever the brand is known, its `colors.primary` is the default.
 */
export const FALLBACK_COLOUR = '#1f4e79';

/** The colour if valid, else the fallback (the brand's primary where known). */
export const colourOr = (value: string | null | undefined, fallback: string): string =>
  isHexColour(value) ? value : fallback;
