import { z } from 'zod';
import { parseEuroCents } from '../domain/mortgage/parse';
import { IdSchema, LoadedVersionSchema, VersionSchema } from './common';
import { hexColourSchema } from '../domain/colour';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { unaddressableServiceName } from '../domain/service-address';
import { ServiceSchema, ServiceVisibilitySchema, type Service } from './services';

/**
 * Admin area, services (decisions.md: full CRUD). Endpoints under /v2/{product}/servizi:
 * admin_fetchAll, admin_fetch/:id, admin_add and admin_update (multipart/form-data: a
 * `data` part holding the JSON below, optional `image` and `pdf` file parts),
 * admin_delete `{ id }`, admin_reorder `{ ids }`.
 */

/** Upload limits; a larger file is refused with 413 and nothing is stored. */
export const SERVICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SERVICE_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** Types accepted for the image, checked by content on the server. */
export const SERVICE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/**
 * The stored image: centre-cropped to the cards' 16:7 frame and at most this size (the
 * service page shows it at 1280 × 560; the cards at up to 640 × 280 on a 2× screen).
 */
export const SERVICE_IMAGE_SIZE = { width: 1280, height: 560 } as const;

export const SERVICE_VISIBILITY_LABELS = {
  public: 'Pubblico',
  reserved: 'Area riservata',
  both: 'Pubblico e area riservata',
} as const satisfies Record<Service['visibility'], string>;

const emptyToNull = (v: string | null | undefined) => (v === '' || v === undefined ? null : v);

/** Integer euro cents, or null: no such price. */
const PriceCentsSchema = z
  .number({ message: 'Prezzo non valido' })
  .int({ message: 'Prezzo non valido: in centesimi interi' })
  .min(0, { message: 'Il prezzo non può essere negativo' })
  .max(100_000_000, { message: 'Prezzo troppo alto: al massimo 1.000.000 €' })
  .nullable();

/**
 * The tile link: a page name of the portal (`servizi/{url}`, letters, digits, '-', '_',
 * '/') or a full http(s) address. Anything else (javascript:, data:…) is refused.
 */
export const TILE_URL_PATTERN = /^(https?:\/\/[^\s<>"']+|[A-Za-z0-9][A-Za-z0-9_\-/]*)$/;

const TileUrlSchema = z
  .string({ message: 'Link non valido' })
  .trim()
  .max(LIMITS.serviceUrl, { message: tooLongMessage(LIMITS.serviceUrl) })
  .nullable()
  .optional()
  .transform(emptyToNull)
  .refine((v) => v === null || TILE_URL_PATTERN.test(v), {
    message:
      'Link non valido: un indirizzo http(s) o il nome di una pagina (lettere, cifre, - e _)',
  });

export const SERVICE_NAME_MAX = LIMITS.serviceName;

/** The fields an admin sets on a service (the `data` part of admin_add). */
export const ServiceAdminFieldsSchema = z.object({
  name: z
    .string({ message: 'Inserisci il nome' })
    .trim()
    .min(1, { message: 'Inserisci il nome' })
    .max(SERVICE_NAME_MAX, { message: tooLongMessage(SERVICE_NAME_MAX) })
    .superRefine((name, ctx) => {
      // The name is its page's address (decision 095): one no browser can send is refused.
      const problem = unaddressableServiceName(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** HTML from the rich-text editor; the server keeps only the allowed tags. */
  description: z
    .string({ message: 'Descrizione non valida' })
    .max(50_000, { message: 'Descrizione troppo lunga' })
    .default(''),
  color: hexColourSchema('Colore non valido: usa il formato #RRGGBB'),
  promo: z.boolean({ message: 'Valore non valido' }).default(false),
  prices_with: PriceCentsSchema.default(null),
  prices_without: PriceCentsSchema.default(null),
  visibility: ServiceVisibilitySchema,
  url: TileUrlSchema,
});
export type ServiceAdminFieldsInput = z.input<typeof ServiceAdminFieldsSchema>;
export type ServiceAdminFields = z.output<typeof ServiceAdminFieldsSchema>;

/** The `data` part of admin_update: `_id` names the service; a new file replaces the old one. */
export const ServiceUpdateDataSchema = ServiceAdminFieldsSchema.extend({
  _id: IdSchema,
  /** Drops the stored image (ignored when a new one is sent). */
  removeImage: z.boolean({ message: 'Valore non valido' }).default(false),
  removePdf: z.boolean({ message: 'Valore non valido' }).default(false),
  version: LoadedVersionSchema,
});
export type ServiceUpdateDataInput = z.input<typeof ServiceUpdateDataSchema>;
export type ServiceUpdateData = z.output<typeof ServiceUpdateDataSchema>;

/** POST admin_reorder: every service id, in the new order. */
export const ServiceReorderBodySchema = z.object({
  ids: z
    .array(IdSchema, { message: 'Ordine non valido' })
    .min(1, { message: 'Ordine non valido' })
    .max(1000, { message: 'Ordine non valido' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Servizio ripetuto' }),
});
export type ServiceReorderBody = z.infer<typeof ServiceReorderBodySchema>;

export const ServiceIdParamsSchema = z.object({ id: IdSchema });

/** A service as the admin pages see it: with how many agencies asked for it. */
export const AdminServiceSchema = ServiceSchema.extend({
  richieste: z.number().int(),
  version: VersionSchema,
});
export type AdminService = z.infer<typeof AdminServiceSchema>;
export const AdminServiceListSchema = z.array(AdminServiceSchema);

// ── The add/edit form: prices typed as Italian euro text ──────────────────────────

const PriceTextSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const cents = parseEuroCents(text);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'Prezzo non valido: scrivi ad esempio 1.234,56' });
      return z.NEVER;
    }
    if (cents > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Prezzo troppo alto: al massimo 1.000.000 €' });
      return z.NEVER;
    }
    return cents;
  });

/** What the admin types; the output is the `data` part the API expects. */
export const ServiceFormSchema = ServiceAdminFieldsSchema.extend({
  prices_with: PriceTextSchema,
  prices_without: PriceTextSchema,
  url: z
    .string()
    .trim()
    .max(LIMITS.serviceUrl, { message: tooLongMessage(LIMITS.serviceUrl) })
    .refine((v) => v === '' || TILE_URL_PATTERN.test(v), {
      message:
        'Link non valido: un indirizzo http(s) o il nome di una pagina (lettere, cifre, - e _)',
    }),
});
export type ServiceFormValues = z.input<typeof ServiceFormSchema>;
export type ServiceFormOutput = z.output<typeof ServiceFormSchema>;
