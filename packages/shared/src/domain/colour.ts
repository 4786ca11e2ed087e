import { z } from 'zod';
import { colourOr, FALLBACK_COLOUR, HEX_COLOUR, isHexColour } from './hex-colour';

export { colourOr, FALLBACK_COLOUR, HEX_COLOUR, isHexColour };

/** A `#rrggbb` colour, stored lower-cased; `message` when it is anything else. */
export const hexColourSchema = (message: string) =>
  z
    .string({ message })
    .regex(HEX_COLOUR, { message })
    .transform((v) => v.toLowerCase());
