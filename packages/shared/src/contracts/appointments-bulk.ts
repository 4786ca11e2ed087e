import { z } from 'zod';
import { AdminAppointmentsFilterSchema } from './appointments-admin';
import { IdSchema } from './common';
import { formatNumber } from '../domain/format';

/**
 * Bulk actions of the admin appointments desk (decision 054): one flag set on many
 * appointments at once, and the export of a selection.
 *
 * A selection is EITHER the ids the admin ticked OR the desk's filters (every appointment
 * that matches them). Either way at most BULK_MAX appointments per call: a filter matching
 * more is refused (413), so a forgotten filter never touches the whole archive.
 */

/** The most appointments one bulk action or selection export may cover. */
export const BULK_MAX = 5_000;

/** The flags the desk sets in bulk, as the single toggles (admin_payed, admin_wc, admin_contratto). */
export const BULK_FLAGS = ['payed', 'wc', 'contratto'] as const;
export type BulkFlag = (typeof BULK_FLAGS)[number];

const tooManyIds = `Al massimo ${formatNumber(BULK_MAX)} appuntamenti per volta: seleziona meno righe`;

/** The ids the admin ticked: at least one, at most BULK_MAX (repeats count once). */
export const SelectedIdsSchema = z
  .array(IdSchema, { message: 'Selezione non valida' })
  .min(1, { message: 'Seleziona almeno un appuntamento' })
  .max(BULK_MAX, { message: tooManyIds });

/**
 * POST admin_bulkFlag. `dryRun` answers how many appointments would change without
 * changing any (the number the confirmation shows).
 */
export const AdminBulkFlagBodySchema = z
  .object({
    flag: z.enum(BULK_FLAGS, { message: 'Campo non valido: atteso payed, wc o contratto' }),
    value: z.boolean({ message: 'Valore non valido: atteso vero o falso' }),
    ids: SelectedIdsSchema.optional(),
    filter: AdminAppointmentsFilterSchema.optional(),
    dryRun: z.boolean({ message: 'Valore non valido: atteso vero o falso' }).optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), {
    message: 'Indica gli appuntamenti scelti (ids) oppure i filtri (filter), uno dei due',
    path: ['ids'],
  });
export type AdminBulkFlagBody = z.input<typeof AdminBulkFlagBodySchema>;
export type AdminBulkFlag = z.output<typeof AdminBulkFlagBodySchema>;

/**
 * The outcome: `matched` appointments found in the selection, `changed` of them had the
 * other value and were (or, with `dryRun`, would be) changed and audited; the rest already
 * had it and were left alone.
 */
export const AdminBulkFlagResultSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  dryRun: z.boolean(),
});
export type AdminBulkFlagResult = z.infer<typeof AdminBulkFlagResultSchema>;

/**
 * admin_download and admin_downloadXLSX: the desk's filters, and optionally `ids`, the
 * rows the admin ticked ('Esporta selezione'): only those (and only those that match the
 * other filters, when any are given).
 */
export const AdminAppointmentsExportSchema = AdminAppointmentsFilterSchema.safeExtend({
  ids: SelectedIdsSchema.optional(),
});
export type AdminAppointmentsExportBody = z.input<typeof AdminAppointmentsExportSchema>;
export type AdminAppointmentsExport = z.output<typeof AdminAppointmentsExportSchema>;
