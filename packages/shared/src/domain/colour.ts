import { z } from 'zod';
import { FALLBACK_COLOUR, HEX_COLOUR, isHexColour } from './hex-colour';

export { FALLBACK_COLOUR, HEX_COLOUR, isHexColour };

/** A `#rrggbb` colour, stored lower-cased; `message` when it is anything else. */
export const hexColourSchema = (message: string) =>
  z
    .string({ message })
    .regex(HEX_COLOUR, { message })
    .transform((v) => v.toLowerCase());

/** The colour if valid, else the fallback (the brand's primary where known). */
export const colourOr = (value: string | null | undefined, fallback: string): string =>
  isHexColour(value) ? value : fallback;
