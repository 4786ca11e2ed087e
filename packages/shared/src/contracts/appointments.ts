import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isOptionalIsoDateInRange } from '../domain/dates';
import { LIMITS, tooLongMessage } from '../domain/limits';
import { APPOINTMENT_STATES } from '../domain/states';
import { IdSchema, LoadedVersionSchema, VersionSchema } from './common';

export const AppointmentStateSchema = z.enum(APPOINTMENT_STATES, { message: 'Scegli lo stato' });

/** An appointment (appuntamentoLead) as the API answers it. Dates are ISO strings. */
export const AppointmentSchema = z.object({
  _id: IdSchema,
  agenzia: z.object({ _id: IdSchema, nome: z.string(), email: z.string() }),
  agente: z.object({ nome: z.string(), email: z.string() }).nullable(),
  state: AppointmentStateSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  cellulare: z.string(),
  created_at: z.string(),
  dataFattoAppuntamento: z.string().nullable(),
  payed: z.boolean(),
  wc: z.boolean(),
  contratto: z.boolean(),
  description: z.string(),
  version: VersionSchema,
  /**
   * The day the same client was first reported within the protection window, by another
   * referral or lead (decision 112); never by whom. Null when the client was new.
   */
  giaSegnalatoIl: z.string().nullable(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** GET /v2/{product}/appuntamenti/user_fetchAll: newest first, scoped by the server. */
export const AppointmentListSchema = z.array(AppointmentSchema);

export const AppointmentIdParamsSchema = z.object({ id: IdSchema });

// ── Create and edit (internal agents; spec sections 5 and 7) ───────────────────────

const required = (what: string, max: number) =>
  z
    .string({ message: `Inserisci ${what}` })
    .trim()
    .min(1, { message: `Inserisci ${what}` })
    .max(max, { message: tooLongMessage(max) });

/** Italian or international mobile/landline: digits, spaces, one leading '+'. */
export const CELLULARE_PATTERN = /^\+?[0-9][0-9 ./-]{5,19}$/;

/**
 * The agency an appointment belongs to: its id, or (in an edit that sends the whole
 * appointment back) the populated `{ _id, nome, email }` object.
 */
const AgenziaRefSchema = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && '_id' in v ? (v as { _id: unknown })._id : v),
  z
    .string({ message: 'Scegli l’agenzia' })
    .min(1, { message: 'Scegli l’agenzia' })
    .pipe(z.uuid({ message: 'Agenzia non valida' })),
);

/** '' or null: no date; otherwise an ISO date-time. */
const OptionalDateSchema = z
  .union([z.iso.datetime({ offset: true, message: 'Data non valida' }), z.literal(''), z.null()], {
    message: 'Data non valida',
  })
  .optional()
  .refine(isOptionalIsoDateInRange, { message: DATE_RANGE_MESSAGE })
  .transform((v) => (v ? v : null));

/** The client of an appointment: who to call back. */
export const appointmentClientFields = {
  name: required('il nome', LIMITS.appointmentName),
  surname: required('il cognome', LIMITS.appointmentSurname),
  email: required('l’e-mail', LIMITS.email)
    .pipe(z.email({ message: 'E-mail non valida' }))
    .transform((v) => v.toLowerCase()),
  cellulare: required('il cellulare', LIMITS.appointmentCellulare).regex(CELLULARE_PATTERN, {
    message: 'Numero non valido: solo cifre, spazi e un + iniziale',
  }),
};

/** The fields an internal agent may set. Everything else in the body is dropped (S10). */
const appointmentFields = {
  agenzia: AgenziaRefSchema,
  state: AppointmentStateSchema,
  ...appointmentClientFields,
  dataFattoAppuntamento: OptionalDateSchema,
  description: z
    .string({ message: 'Descrizione non valida' })
    .trim()
    .max(LIMITS.description, { message: tooLongMessage(LIMITS.description) })
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
};

/** POST /v2/{product}/appuntamenti/user_create */
export const AppointmentCreateBodySchema = z.object(appointmentFields);
export type AppointmentCreateBody = z.input<typeof AppointmentCreateBodySchema>;
export type AppointmentCreate = z.output<typeof AppointmentCreateBodySchema>;

/**
 * POST /v2/{product}/appuntamenti/user_edit: the whole appointment. `_id` names it;
 * `payed`, `wc`, `contratto`, `agente`, `created_at` are the admin's or the server's and
 * are ignored.
 */
export const AppointmentEditBodySchema = z.object({
  _id: IdSchema,
  ...appointmentFields,
  version: LoadedVersionSchema,
});
export type AppointmentEditBody = z.input<typeof AppointmentEditBodySchema>;
export type AppointmentEdit = z.output<typeof AppointmentEditBodySchema>;

/** The create/edit form: the same fields, the agency as a plain id. */
export const AppointmentFormSchema = z.object({
  ...appointmentFields,
  agenzia: z.string().min(1, { message: 'Scegli l’agenzia' }).pipe(IdSchema),
});
export type AppointmentFormOutput = z.output<typeof AppointmentFormSchema>;
export type AppointmentFormValues = z.input<typeof AppointmentFormSchema>;

// ── Points and the contest ranking ─────────────────────────────────────────────────

/** GET /v2/{product}/appuntamenti/user_getPoints: the agency's points toward the target. */
export const PointsSchema = z.object({
  points: z.number().int(),
  target: z.number().int(),
});
export type Points = z.infer<typeof PointsSchema>;

/**
 * GET /v2/{product}/appuntamenti/user_getPosition: the place in the ranking (ties share
 * it: 1, 2, 2, 4) and how many agencies are ranked. Refused (403) below the target.
 */
export const PositionSchema = z.object({
  position: z.number().int().min(1),
  total: z.number().int().min(1),
});
export type Position = z.infer<typeof PositionSchema>;

// ── Admin toggles (spec section 7: admin_payed, admin_wc, admin_contratto) ─────────

export const AppointmentToggleBodySchema = z.object({
  id: IdSchema,
  p: z.boolean({ message: 'Valore non valido: atteso vero o falso' }),
});
export type AppointmentToggleBody = z.infer<typeof AppointmentToggleBodySchema>;
