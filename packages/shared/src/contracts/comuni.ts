import { z } from 'zod';

/**
 * Municipalities (comuni) and provinces: the current ISTAT list, served by
 * `GET /v2/comuni/*` and used by registration (province, then comune of that
 * province, then a postal code of that comune).
 */

/** Two-letter province sigla as on number plates and in ISTAT: `RM`, `FC`. */
export const SiglaProvinciaSchema = z
  .string({ message: 'Sigla di provincia non valida' })
  .regex(/^[A-Z]{2}$/, { message: 'Sigla di provincia non valida' });
export type SiglaProvincia = z.infer<typeof SiglaProvinciaSchema>;

/** Postal code: always five digits as a string (Rome's `00118`, never `118`). */
export const CapSchema = z
  .string({ message: 'CAP non valido' })
  .regex(/^\d{5}$/, { message: 'CAP non valido: servono 5 cifre' });

/** ISTAT code of a comune: six digits, the first three are the province's code. */
export const CodiceIstatSchema = z.string().regex(/^\d{6}$/);

export const ProvinciaSchema = z.object({
  sigla: SiglaProvinciaSchema,
  /** Official ISTAT name, bilingual where official (`Bolzano/Bozen`). */
  nome: z.string(),
  regione: z.string(),
});
export type Provincia = z.infer<typeof ProvinciaSchema>;

export const ComuneSchema = z.object({
  codice: CodiceIstatSchema,
  /** Official Italian name with its accents (`Forlì`, `Châtillon`). */
  nome: z.string(),
  /** Sigla of the province the comune belongs to. */
  provincia: SiglaProvinciaSchema,
  /** Every postal code of the comune, sorted; big cities have many. */
  cap: z.array(CapSchema),
});
export type Comune = z.infer<typeof ComuneSchema>;

/** `GET /v2/comuni/province`: every province, sorted by name. */
export const ProvinceListSchema = z.array(ProvinciaSchema);
export type ProvinceList = z.infer<typeof ProvinceListSchema>;

/** `GET /v2/comuni?provincia=` and `GET /v2/comuni/search`: comuni, sorted by name. */
export const ComuniListSchema = z.array(ComuneSchema);
export type ComuniList = z.infer<typeof ComuniListSchema>;

/** Querystring of `GET /v2/comuni`. */
export const ComuniQuerySchema = z.object({ provincia: SiglaProvinciaSchema });
export type ComuniQuery = z.infer<typeof ComuniQuerySchema>;

export const COMUNI_SEARCH_LIMIT_DEFAULT = 20;
export const COMUNI_SEARCH_LIMIT_MAX = 50;

/** Querystring of `GET /v2/comuni/search`: case- and accent-insensitive substring. */
export const ComuniSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Scrivi almeno 2 caratteri' })
    .trim()
    .min(2, { message: 'Scrivi almeno 2 caratteri' })
    .max(50, { message: 'Al massimo 50 caratteri' }),
  limit: z.coerce
    .number({ message: 'Il limite deve essere un numero' })
    .int({ message: 'Il limite deve essere un numero intero' })
    .min(1, { message: 'Il limite minimo è 1' })
    .max(COMUNI_SEARCH_LIMIT_MAX, { message: `Il limite massimo è ${COMUNI_SEARCH_LIMIT_MAX}` })
    .default(COMUNI_SEARCH_LIMIT_DEFAULT),
});
export type ComuniSearchQuery = z.infer<typeof ComuniSearchQuerySchema>;
