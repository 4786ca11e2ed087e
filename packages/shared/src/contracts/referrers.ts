import { z } from 'zod';
import { CELLULARE_PATTERN } from './appointments';
import { IdSchema, LoadedVersionSchema, VersionSchema } from './common';
import { tooLongMessage } from '../domain/limits';

/** The longest search the referrer list accepts. */
const REFERRER_SEARCH_MAX = 100;

/** A referrer (referente Alleare) as the admin list shows it. */
export const ReferrerSchema = z.object({
  _id: IdSchema,
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  /** Direct phone, shown to its agencies on their hub. */
  telefono: z.string().nullable(),
  urlPhoto: z.string().nullable(),
  urlAgente: z.string().nullable(),
  active: z.boolean(),
  version: VersionSchema,
});
export type Referrer = z.infer<typeof ReferrerSchema>;

/** GET /v2/agents/getAllSmallInfo: the choices of the registration form. */
export const ReferrerSmallSchema = z.object({
  _id: IdSchema,
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
});
export type ReferrerSmall = z.infer<typeof ReferrerSmallSchema>;

// ── Admin: referrers (beyond the spec: nothing else creates them) ─────────────────

const emptyToNull = (v: string | null | undefined) => (v === '' ? null : v);

/** A link shown to agencies: only http(s), never `javascript:` or `data:`. */
const WebLinkSchema = z
  .string()
  .trim()
  .max(500, { message: 'Al massimo 500 caratteri' })
  .nullable()
  .optional()
  .transform(emptyToNull)
  .refine((v) => v === null || v === undefined || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
    message: 'Indirizzo non valido: deve iniziare con https://',
  });

export const REFERRER_CODICE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** The fields of a referrer, as the admin form and the CSV import give them. */
export const ReferrerFieldsSchema = z.object({
  codice: z
    .string({ message: 'Inserisci il codice' })
    .trim()
    .min(1, { message: 'Inserisci il codice', abort: true })
    .max(40, { message: 'Al massimo 40 caratteri' })
    .regex(REFERRER_CODICE_PATTERN, {
      message: 'Codice non valido: lettere, cifre, punto, trattino',
    }),
  nome: z
    .string({ message: 'Inserisci il nome' })
    .trim()
    .min(1, { message: 'Inserisci il nome' })
    .max(100, { message: 'Al massimo 100 caratteri' }),
  cognome: z
    .string({ message: 'Inserisci il cognome' })
    .trim()
    .min(1, { message: 'Inserisci il cognome' })
    .max(100, { message: 'Al massimo 100 caratteri' }),
  email: z
    .string({ message: 'Inserisci l’e-mail' })
    .trim()
    .min(1, { message: 'Inserisci l’e-mail' })
    .max(254, { message: 'Al massimo 254 caratteri' })
    .pipe(z.email({ message: 'E-mail non valida' }))
    .transform((v) => v.toLowerCase()),
  /** Direct phone shown on its agencies' hub (optional). */
  telefono: z
    .string()
    .trim()
    .max(30, { message: 'Al massimo 30 caratteri' })
    .nullable()
    .optional()
    .transform(emptyToNull)
    .refine((v) => v === null || v === undefined || CELLULARE_PATTERN.test(v), {
      message: 'Numero non valido: solo cifre, spazi e un + iniziale',
    }),
  /** Photo shown in the agency's sidebar. */
  urlPhoto: WebLinkSchema,
  /** The partner's agent page (the agency's 'contatta' link). */
  urlAgente: WebLinkSchema,
});
export type ReferrerFieldsInput = z.input<typeof ReferrerFieldsSchema>;

/** POST /v2/{product}/referenti/admin_add */
export const ReferrerAddBodySchema = ReferrerFieldsSchema;
/** POST /v2/{product}/referenti/admin_update */
export const ReferrerUpdateBodySchema = ReferrerFieldsSchema.extend({
  _id: IdSchema,
  version: LoadedVersionSchema,
});
/**
 * POST /v2/{product}/referenti/admin_photo (multipart): the `data` part; an optional `photo`
 * file part replaces the photo (checked and stored like a service image).
 */
export const ReferrerPhotoDataSchema = z.object({
  _id: IdSchema,
  /** Drops the stored photo (ignored when a new one is sent). */
  remove: z.boolean({ message: 'Valore non valido' }).default(false),
});
export type ReferrerPhotoDataInput = z.input<typeof ReferrerPhotoDataSchema>;
/** The stored photo: centre-cropped to a square, at most this size (the sidebar shows 44 px). */
export const REFERRER_PHOTO_SIZE = { width: 320, height: 320 } as const;

/** POST /v2/{product}/referenti/admin_setActive: deactivate (or reactivate) a referrer. */
export const ReferrerSetActiveBodySchema = z.object({
  id: IdSchema,
  active: z.boolean({ message: 'Valore non valido' }),
});

/** GET /v2/{product}/user/referentiAlleare: every referrer, active and not, by surname. */
export const ReferrerListSchema = z.array(ReferrerSchema);

/** Rows of one page of the admin's referrer list. */
export const REFERRER_PAGE_SIZE = 25;
export const REFERRER_SORTS = ['cognome', 'codice', 'email'] as const;
export type ReferrerSort = (typeof REFERRER_SORTS)[number];

/**
 * GET /v2/{product}/referenti/admin_list?q=&ordina=&verso=&pagina=: the admin's list searched,
 * sorted and paged by the server, as the agency list is (issue 18: "the same for referrers
 * when they grow"); the names of the page's own address.
 */
export const ReferrerPageQuerySchema = z.object({
  q: z
    .string()
    .max(REFERRER_SEARCH_MAX, { message: tooLongMessage(REFERRER_SEARCH_MAX) })
    .optional(),
  ordina: z.enum(REFERRER_SORTS, { message: 'Ordinamento non valido' }).optional(),
  verso: z.enum(['asc', 'desc'], { message: 'Verso non valido' }).optional(),
  pagina: z.coerce
    .number({ message: 'Pagina non valida' })
    .int({ message: 'Pagina non valida' })
    .min(1, { message: 'Pagina non valida' })
    .max(10_000, { message: 'Pagina troppo lontana: restringi la ricerca' })
    .optional(),
});
export type ReferrerPageQuery = z.output<typeof ReferrerPageQuerySchema>;
export type ReferrerPageQueryInput = z.input<typeof ReferrerPageQuerySchema>;

/** One page: how many referrers match, and the page's rows. */
export const ReferrerPageSchema = z.object({
  total: z.number().int(),
  referenti: z.array(ReferrerSchema),
});
export type ReferrerPage = z.infer<typeof ReferrerPageSchema>;

export const REFERRER_CSV_COLUMNS = [
  'codice',
  'nome',
  'cognome',
  'email',
  'urlPhoto',
  'urlAgente',
] as const;
export const REFERRER_IMPORT_MAX_ROWS = 2000;

/** POST admin_importPreview and admin_importCommit: the CSV text (semicolon or comma). */
export const ReferrerImportBodySchema = z.object({
  csv: z
    .string({ message: 'Carica un file CSV o incolla il testo' })
    .max(900_000, { message: 'Il file è troppo grande (massimo 900 kB).' })
    .refine((v) => v.trim() !== '', { message: 'Carica un file CSV o incolla il testo' }),
});
export type ReferrerImportBody = z.infer<typeof ReferrerImportBodySchema>;

/** One data row of an import: what was read and, if any, why it will not be written. */
export const ReferrerImportRowSchema = z.object({
  /** 1-based line in the file. */
  line: z.number().int(),
  codice: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  urlPhoto: z.string(),
  urlAgente: z.string(),
  errors: z.array(z.string()),
});
export type ReferrerImportRow = z.infer<typeof ReferrerImportRowSchema>;

export const ReferrerImportPreviewSchema = z.object({
  separator: z.enum([';', ',']),
  hasHeader: z.boolean(),
  rows: z.array(ReferrerImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ReferrerImportPreview = z.infer<typeof ReferrerImportPreviewSchema>;

export const ReferrerImportResultSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
});
export type ReferrerImportResult = z.infer<typeof ReferrerImportResultSchema>;
