import { z } from 'zod';
import { AgencySchema, AgencyStateSchema } from './agency';
import { AppointmentStateSchema } from './appointments';
import { IdSchema, LoadedVersionSchema } from './common';
import { AGENCY_KINDS } from '../domain/agency-list';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { newPasswordSchema, PASSWORD_MESSAGES } from '../domain/password';
import { CapSchema, SiglaProvinciaSchema } from './comuni';
import { isValidPartitaIva } from './registration';

/**
 * Admin area, agencies (spec sections 2, 5, 7): add, list, edit, delete, reset password,
 * CSV, hub statistics and the audit trail of a record.
 *
 * Optional text fields: '' or null clears the value; a field left out of an update is
 * not changed. Unknown keys (`password` in an update, `slug`, `points`…) are dropped, so
 * they change nothing (QUALITY S10).
 */

const emptyToNull = <T>(v: T | '' | null | undefined): T | null | undefined =>
  v === '' ? null : v;

/** Optional free text: trimmed, '' → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLongMessage(max) })
    .nullable()
    .optional()
    .transform(emptyToNull);

const PartitaIvaSchema = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform(emptyToNull)
  .refine((v) => v === null || v === undefined || /^\d{11}$/.test(v), {
    message: 'Partita IVA non valida: servono 11 cifre',
  })
  .refine((v) => v === null || v === undefined || !/^\d{11}$/.test(v) || isValidPartitaIva(v), {
    message: 'Partita IVA non valida: la cifra di controllo non torna',
  });

const ProvinciaFieldSchema = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : emptyToNull(v)))
  .pipe(SiglaProvinciaSchema.nullable().optional());

const CapFieldSchema = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform(emptyToNull)
  .pipe(CapSchema.nullable().optional());

const ReferenteFieldSchema = z
  .union([IdSchema, z.literal(''), z.null()], { message: 'Referente non valido' })
  .optional()
  .transform(emptyToNull);

const NomeSchema = z
  .string({ message: 'Inserisci il nome' })
  .trim()
  .min(1, { message: 'Inserisci il nome' })
  .max(LIMITS.adminAgencyText, { message: tooLongMessage(LIMITS.adminAgencyText) });

const EmailSchema = z
  .string({ message: 'Inserisci l’e-mail' })
  .trim()
  .min(1, { message: 'Inserisci l’e-mail' })
  .max(LIMITS.email, { message: tooLongMessage(LIMITS.email) })
  .pipe(z.email({ message: 'E-mail non valida' }))
  .transform((v) => v.toLowerCase());

/** The agency fields an admin may set, besides the required ones. */
const optionalAgencyFields = {
  regioneSociale: optionalText(LIMITS.adminAgencyText),
  partitaIva: PartitaIvaSchema,
  titolare: optionalText(LIMITS.adminAgencyText),
  provincia: ProvinciaFieldSchema,
  comune: optionalText(LIMITS.adminComune),
  cap: CapFieldSchema,
  indirizzo: optionalText(LIMITS.adminIndirizzo),
  provenienza: optionalText(LIMITS.adminAgencyText),
  cellulare: optionalText(LIMITS.adminPhone),
  telefono: optionalText(LIMITS.adminPhone),
  /** Referrer id; '' or null: none. */
  referente: ReferenteFieldSchema,
  agenteInterno: z.boolean({ message: 'Valore non valido' }).optional(),
};

/** POST /v2/{product}/user/admin_add: nome, email, password required (spec section 5). */
export const AdminAgencyAddBodySchema = z
  .object({
    nome: NomeSchema,
    email: EmailSchema,
    /**
     * true: no password is typed; the agency gets an invitation mail with a single-use link
     * where it chooses its own (decision 059). The form then sends no password.
     */
    invito: z.boolean().optional(),
    /** Required without `invito`. The server also refuses the 1,000 most common passwords (QUALITY S2). */
    password: newPasswordSchema().optional(),
    /** Admin-created agencies are confirmed unless the admin says otherwise. */
    state: AgencyStateSchema.optional(),
    ...optionalAgencyFields,
  })
  .superRefine((v, ctx) => {
    if (!v.invito && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.required });
    }
  });
export type AdminAgencyAddBody = z.input<typeof AdminAgencyAddBodySchema>;
export type AdminAgencyAdd = z.output<typeof AdminAgencyAddBodySchema>;

/** POST /v2/{product}/user/admin_update: `_id` names the agency; nome, email, state required. */
export const AdminAgencyUpdateBodySchema = z.object({
  _id: IdSchema,
  nome: NomeSchema,
  email: EmailSchema,
  state: AgencyStateSchema,
  ...optionalAgencyFields,
  version: LoadedVersionSchema,
});
export type AdminAgencyUpdateBody = z.input<typeof AdminAgencyUpdateBodySchema>;
export type AdminAgencyUpdate = z.output<typeof AdminAgencyUpdateBodySchema>;

/** POST admin_delete and admin_resetPassword: `{ id }` (spec section 7). */
export const AdminIdBodySchema = z.object({ id: IdSchema });
export type AdminIdBody = z.infer<typeof AdminIdBodySchema>;

export const AgencyIdParamsSchema = z.object({ id: IdSchema });

/** GET /v2/{product}/user/admin_getAll: every agency, newest first. */
export const AdminAgencyListSchema = z.array(AgencySchema);

/** The file name of GET /v2/{product}/user/getCSV (spec section 9). */
export const AGENCIES_CSV_FILENAME = 'listaAgenzie.csv';

/** The same list as an Excel workbook (GET /v2/{product}/user/getXLSX). */
export const AGENCIES_XLSX_FILENAME = 'listaAgenzie.xlsx';

/** The longest search the list, its type-ahead and its exports accept (the search box stops there too). */
export const AGENCY_SEARCH_MAX = 200;

/**
 * The agency list's search and filters as the page's address carries them (?q=&stato=&tipo=):
 * getCSV and getXLSX export exactly the rows the list shows for them (domain/agency-list.ts).
 */
export const AgencyListFilterSchema = z.object({
  q: z
    .string()
    .max(AGENCY_SEARCH_MAX, { message: tooLongMessage(AGENCY_SEARCH_MAX) })
    .optional(),
  stato: AgencyStateSchema.optional(),
  tipo: z.enum(AGENCY_KINDS, { message: 'Tipo non valido' }).optional(),
});
export type AgencyListFilterQuery = z.infer<typeof AgencyListFilterSchema>;

/**
 * The query of the agencies' CSV and Excel files: the list's search and every filter it shows
 * (the page's own address), so a file holds the rows on screen.
 */
export const AgencyExportQuerySchema = AgencyListFilterSchema.extend({
  fimaa: z.enum(['si'], { message: 'Filtro FIMAA non valido' }).optional(),
  /** `cancellazione=si` keeps the agencies that asked to erase their data (decision 051). */
  cancellazione: z.enum(['si'], { message: 'Filtro cancellazione non valido' }).optional(),
});
export type AgencyExportQuery = z.infer<typeof AgencyExportQuerySchema>;

/** GET /v2/{product}/user/admin_stats: the hub's figures (spec section 2 and beyond). */
export const AdminStatsSchema = z.object({
  agenzie: z.object({
    totale: z.number().int(),
    /** Agencies proper: agenteInterno false. */
    reali: z.number().int(),
    agentiInterni: z.number().int(),
    confermate: z.number().int(),
    daConfermare: z.number().int(),
    fimaa: z.number().int(),
  }),
  /** The last 12 calendar months in Europe/Rome, oldest first, months without registrations included. */
  registrazioniMensili: z.array(
    z.object({ mese: z.string().regex(/^\d{4}-\d{2}$/), totale: z.number().int() }),
  ),
  /** Every appointment state, in the order of the contest rules, zero included. */
  appuntamentiPerStato: z.array(
    z.object({ state: AppointmentStateSchema, totale: z.number().int() }),
  ),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** Records whose admin changes are kept in the audit trail (decisions.md). */
export const AUDIT_ENTITIES = [
  'agency',
  'referrer',
  'service',
  'appointment',
  'contest',
  'referral',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES, { message: 'Tipo di record non valido' });
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AuditParamsSchema = z.object({ entity: AuditEntitySchema, id: IdSchema });

/** One admin change: who, when, which fields (old → new; secrets only as '••••'). */
export const AuditEntrySchema = z.object({
  _id: IdSchema,
  action: z.enum(['create', 'update', 'delete']),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
  created_at: z.string(),
  admin: z.object({ name: z.string(), surname: z.string(), email: z.string() }).nullable(),
  /** The agency that changed its own profile (decision 057); absent or null for an admin's change. */
  agenzia: z.object({ _id: IdSchema, nome: z.string() }).nullable().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditTrailSchema = z.array(AuditEntrySchema);

// ── Invitations (decision 059) ───────────────────────────────────────────────────

/** Lifetime of an invitation link: 7 days (the mail says so). */
export const INVITE_TTL_DAYS = 7;
export const INVITE_TOKEN_TTL_SECONDS = INVITE_TTL_DAYS * 24 * 60 * 60;

/**
 * The invitation of an agency, as its admin page shows it: `none` (added with a password),
 * `pending` (link sent, unused, unexpired), `expired` (the last link lapsed unused) or
 * `accepted` (the agency chose its own password through a mailed link).
 */
export const AgencyInvitationSchema = z.object({
  state: z.enum(['none', 'pending', 'expired', 'accepted']),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type AgencyInvitation = z.infer<typeof AgencyInvitationSchema>;
