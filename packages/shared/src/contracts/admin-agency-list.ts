import { z } from 'zod';
import { AgencySchema } from './agency';
import { IdSchema } from './common';
import { AGENCY_SORTS, SORT_DIRECTIONS } from '../domain/agency-list';
import { tooLongMessage } from '../domain/limits';
import {
  AGENCY_SEARCH_MAX,
  AgencyExportQuerySchema,
  AgencyListFilterSchema,
} from './admin-agencies';

/**
 * The admin agency list, paged, sorted and searched by the server (QUALITY P9), and the
 * type-ahead of the filters that pick an agency or an internal agent. admin_getAll stays
 * as the spec's call; the pages use these.
 */

/** Rows of one page of the agency list. */
export const AGENCY_PAGE_SIZE = 25;
/** Deepest page asked for: 20,000 agencies fill 800 pages of 25. */
export const AGENCY_PAGE_MAX = 10_000;
/** Matches of one type-ahead answer. */
export const AGENCY_SUGGEST_LIMIT = 20;

/**
 * GET /v2/{product}/user/admin_list?q=&stato=&tipo=&fimaa=&ordina=&verso=&pagina=: the names
 * of the page's own address. `fimaa=si` keeps the agencies registered from the FIMAA form.
 */
export const AgencyPageQuerySchema = AgencyExportQuerySchema.extend({
  ordina: z.enum(AGENCY_SORTS, { message: 'Ordinamento non valido' }).optional(),
  verso: z.enum(SORT_DIRECTIONS, { message: 'Verso non valido' }).optional(),
  pagina: z.coerce
    .number({ message: 'Pagina non valida' })
    .int({ message: 'Pagina non valida' })
    .min(1, { message: 'Pagina non valida' })
    .max(AGENCY_PAGE_MAX, { message: 'Pagina troppo lontana: restringi la ricerca' })
    .optional(),
});
export type AgencyPageQueryInput = z.input<typeof AgencyPageQuerySchema>;
export type AgencyPageQuery = z.output<typeof AgencyPageQuerySchema>;

/** One page: how many agencies match, and the page's rows. */
export const AgencyPageSchema = z.object({
  total: z.number().int(),
  agenzie: z.array(AgencySchema),
});
export type AgencyPage = z.infer<typeof AgencyPageSchema>;

/** GET /v2/{product}/user/admin_suggest?q=&tipo=: up to 20 matches, by name. */
export const AgencySuggestQuerySchema = z.object({
  q: z
    .string()
    .max(AGENCY_SEARCH_MAX, { message: tooLongMessage(AGENCY_SEARCH_MAX) })
    .optional(),
  tipo: AgencyListFilterSchema.shape.tipo,
});
export type AgencySuggestQuery = z.infer<typeof AgencySuggestQuerySchema>;

/** What a filter's choice shows: name and e-mail (two agencies may share a name). */
export const AgencyChoiceSchema = z.object({
  _id: IdSchema,
  nome: z.string(),
  email: z.string(),
  agenteInterno: z.boolean(),
});
export type AgencyChoice = z.infer<typeof AgencyChoiceSchema>;
export const AgencyChoiceListSchema = z.array(AgencyChoiceSchema);
