import { z } from 'zod';
import { AppointmentSchema, AppointmentStateSchema } from './appointments';
import { IdSchema } from './common';
import { ReferralEarlierSchema } from './referrals';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { DATE_RANGE_MESSAGE, isOptionalIsoDateInRange } from '../domain/dates';

/**
 * Admin appointments desk (spec sections 2, 7, 9; decisions.md): POST
 * /v2/{product}/appuntamenti/admin_fetchAll, admin_descr, admin_delete, admin_download.
 * The flags (admin_payed, admin_wc, admin_contratto) are in appointments.ts.
 *
 * Filters: `agente` the internal agent who recorded the appointment, `azienda` the
 * agency, `state`, and `from`/`to`: calendar days (YYYY-MM-DD, Europe/Rome, both
 * included) on the date the appointment was entered (`created_at`); `q` searches the client
 * (name, surname, e-mail or phone).
 */

/** Spec section 9: 25 a page, skip = 25 × (page − 1). */
export const APPOINTMENTS_PAGE_SIZE = 25;
/** Deepest row a page may start at (40,000 pages of 25): beyond it the filters narrow the list. */
export const APPOINTMENTS_MAX_SKIP = 1_000_000;

const OptionalIdSchema = z
  .union([IdSchema, z.literal(''), z.null()], { message: 'Identificativo non valido' })
  .optional()
  .transform((v) => v || undefined);

const DaySchema = z
  .union([z.iso.date({ message: 'Data non valida' }), z.literal(''), z.null()], {
    message: 'Data non valida: usa il formato AAAA-MM-GG',
  })
  .optional()
  .refine(isOptionalIsoDateInRange, { message: DATE_RANGE_MESSAGE })
  .transform((v) => v || undefined);

/** The longest client search the desk accepts. */
export const CLIENT_SEARCH_MAX = 100;

/**
 * The client search: words of the client's name, surname or e-mail, or a phone number as
 * typed (domain/search.ts clientSearchTerms), case- and accent-insensitive.
 */
const ClientSearchSchema = z
  .union([z.string(), z.null()], { message: 'Ricerca non valida' })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''))
  .pipe(z.string().max(CLIENT_SEARCH_MAX, { message: tooLongMessage(CLIENT_SEARCH_MAX) }))
  .transform((v) => v || undefined);

/**
 * The desk's open checks (decision 051): `wc` Fatto Appuntamento not yet verified (WC),
 * `pagamento` Contratto not yet paid, `note` the last note is the agency's (decision 105),
 * `duplicato` the client was first reported earlier by a referral or a lead (decision 112).
 */
export const DESK_OPEN_CHECKS = ['wc', 'pagamento', 'note', 'duplicato'] as const;
export type DeskOpenCheck = (typeof DESK_OPEN_CHECKS)[number];

const filterShape = {
  q: ClientSearchSchema,
  aperto: z
    .union([z.enum(DESK_OPEN_CHECKS), z.literal(''), z.null()], { message: 'Filtro non valido' })
    .optional()
    .transform((v) => v || undefined),
  agente: OptionalIdSchema,
  azienda: OptionalIdSchema,
  state: z
    .union([AppointmentStateSchema, z.literal(''), z.null()], { message: 'Stato non valido' })
    .optional()
    .transform((v) => v || undefined),
  from: DaySchema,
  to: DaySchema,
};

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const rangeMessage = { message: 'La data iniziale deve precedere quella finale', path: ['to'] };

/** POST admin_download: the same filters as the table. */
export const AdminAppointmentsFilterSchema = z
  .object(filterShape)
  .refine(rangeInOrder, rangeMessage);
export type AdminAppointmentsFilterBody = z.input<typeof AdminAppointmentsFilterSchema>;
export type AdminAppointmentsFilter = z.output<typeof AdminAppointmentsFilterSchema>;

/** The desk's sortable columns: when entered (newest first by default) and the client (surname, name). */
export const DESK_SORTS = ['created', 'cliente'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

/** POST admin_fetchAll: the filters plus `limit` and `skip`, and the order (`ordina`, `verso`). */
export const AdminAppointmentsFetchBodySchema = z
  .object({
    ...filterShape,
    ordina: z.enum(DESK_SORTS, { message: 'Ordinamento non valido' }).optional(),
    verso: z.enum(['asc', 'desc'], { message: 'Verso non valido' }).optional(),
    limit: z
      .number({ message: 'Valore non valido' })
      .int({ message: 'Valore non valido' })
      .min(1, { message: 'Valore non valido' })
      .max(100, { message: 'Al massimo 100 righe per pagina' })
      .default(APPOINTMENTS_PAGE_SIZE),
    skip: z
      .number({ message: 'Valore non valido' })
      .int({ message: 'Valore non valido' })
      .min(0, { message: 'Valore non valido' })
      .max(APPOINTMENTS_MAX_SKIP, {
        message: 'Pagina troppo lontana: restringi i filtri per trovare gli appuntamenti',
      })
      .default(0),
  })
  .refine(rangeInOrder, rangeMessage);
export type AdminAppointmentsFetchBody = z.input<typeof AdminAppointmentsFetchBodySchema>;
export type AdminAppointmentsFetch = z.output<typeof AdminAppointmentsFetchBodySchema>;

/**
 * The page: how many appointments match the filters, the rows asked for (newest first) and,
 * for each flagged row, the earlier report of the same client with its agency (decision 112),
 * by the row's id.
 */
export const AdminAppointmentsPageSchema = z.object({
  total: z.number().int(),
  appuntamenti: z.array(AppointmentSchema),
  precedenti: z.record(z.string(), ReferralEarlierSchema),
});
export type AdminAppointmentsPage = z.infer<typeof AdminAppointmentsPageSchema>;

/** POST admin_descr: the description edited inline. */
export const AdminAppointmentDescrBodySchema = z.object({
  id: IdSchema,
  description: z
    .string({ message: 'Descrizione non valida' })
    .trim()
    .max(LIMITS.description, { message: tooLongMessage(LIMITS.description) }),
});
export type AdminAppointmentDescrBody = z.infer<typeof AdminAppointmentDescrBodySchema>;

/** The file name of admin_download (spec section 9). */
export const APPOINTMENTS_CSV_FILENAME = 'appuntamenti.csv';

/** The same rows as an Excel workbook (admin_downloadXLSX). */
export const APPOINTMENTS_XLSX_FILENAME = 'appuntamenti.xlsx';
