import { z } from 'zod';
import { tooLongMessage } from '../domain/limits';
import { REFERRAL_LIMITS as L, REFERRAL_STATES } from '../domain/referrals';
import { CELLULARE_PATTERN } from './appointments';
import { IdSchema } from './common';

export const ReferralStateSchema = z.enum(REFERRAL_STATES, { message: 'Stato non valido' });

const required = (what: string, max: number) =>
  z
    .string({ message: `Inserisci ${what}` })
    .trim()
    .min(1, { message: `Inserisci ${what}` })
    .max(max, { message: tooLongMessage(max) });

const optionalText = (max: number) =>
  z
    .string({ message: 'Testo non valido' })
    .trim()
    .max(max, { message: tooLongMessage(max) })
    .optional()
    .transform((v) => v ?? '');

/**
 * POST segnalazioni/user_create: the client an agency passes to the mediator. The same limits
 * and phone rule as an appointment's client, so a converted referral is a valid appointment.
 */
export const ReferralCreateBodySchema = z.object({
  nome: required('il nome', L.nome),
  cognome: required('il cognome', L.cognome),
  telefono: required('il telefono', L.telefono).regex(CELLULARE_PATTERN, {
    message: 'Numero non valido: solo cifre, spazi e un + iniziale',
  }),
  email: required('l’e-mail', L.email)
    .pipe(z.email({ message: 'E-mail non valida' }))
    .transform((v) => v.toLowerCase()),
  immobile: optionalText(L.immobile),
  nota: optionalText(L.nota),
  consenso: z.literal(true, {
    message: 'Conferma che il cliente ha chiesto di essere contattato dal mediatore',
  }),
});
export type ReferralCreateBody = z.input<typeof ReferralCreateBodySchema>;
export type ReferralCreate = z.output<typeof ReferralCreateBodySchema>;

/** The client of a referral; empty strings once the client opted out (state `ritirata`). */
const clientFields = {
  nome: z.string(),
  cognome: z.string(),
  telefono: z.string(),
  email: z.string(),
  immobile: z.string(),
  nota: z.string(),
};

/**
 * A referral as its agency reads it. `giaSegnalatoIl` is the day the same client was first
 * reported (by anyone) within the protection window: the agency learns the day, never who.
 */
export const ReferralSchema = z.object({
  _id: IdSchema,
  state: ReferralStateSchema,
  created_at: z.string(),
  ...clientFields,
  motivoRifiuto: z.string().nullable(),
  appuntamento: IdSchema.nullable(),
  giaSegnalatoIl: z.string().nullable(),
});
export type Referral = z.infer<typeof ReferralSchema>;
export const ReferralListSchema = z.array(ReferralSchema);

/** The earlier report of the same client, as the mediator's staff sees it side by side. */
export const ReferralEarlierSchema = z.object({
  tipo: z.enum(['segnalazione', 'appuntamento']),
  _id: IdSchema,
  agenzia: z.string(),
  cliente: z.string(),
  email: z.string(),
  telefono: z.string(),
  created_at: z.string(),
  state: z.string(),
});
export type ReferralEarlier = z.infer<typeof ReferralEarlierSchema>;

/** A referral as an admin or a linked internal agent reads it: its agency and the earlier report. */
export const StaffReferralSchema = ReferralSchema.omit({ giaSegnalatoIl: true }).extend({
  agenzia: z.object({ _id: IdSchema, nome: z.string() }),
  precedente: ReferralEarlierSchema.nullable(),
  /**
   * Leads of the same client recorded after this referral (by an agent or from a plan), the
   * one it became excluded: the admin sees them, nothing is blocked.
   */
  appuntamentiSuccessivi: z.array(ReferralEarlierSchema),
});
export type StaffReferral = z.infer<typeof StaffReferralSchema>;
export const StaffReferralListSchema = z.array(StaffReferralSchema);

/** GET admin_fetchAll / user_agentFetchAll ?stato= (default: the new ones). */
/** How many referrals a list answers at a time; «Mostra altre» asks for the next ones. */
export const REFERRALS_PAGE = 50;

/** `prima`: the last referral already shown; the answer holds the older ones after it. */
export const ReferralPageQuerySchema = z.object({
  prima: IdSchema.optional(),
});

export const StaffReferralQuerySchema = ReferralPageQuerySchema.extend({
  stato: z.union([ReferralStateSchema, z.literal('tutte')]).optional(),
});

/**
 * POST admin_convert / user_agentConvert: turns a `nuova` referral into an Inserito
 * appointment. A flagged referral needs `confermaDuplicato: true` and the reason, which goes
 * into the trail.
 */
export const ReferralConvertBodySchema = z.object({
  id: IdSchema,
  confermaDuplicato: z.boolean({ message: 'Conferma non valida' }).optional(),
  motivo: optionalText(L.motivo),
});
export type ReferralConvertBody = z.input<typeof ReferralConvertBodySchema>;
export type ReferralConvert = z.output<typeof ReferralConvertBodySchema>;

/** POST admin_refuse / user_agentRefuse: the reason the agency reads. */
export const ReferralRefuseBodySchema = z.object({
  id: IdSchema,
  motivo: required('il motivo del rifiuto', L.motivo),
});
export type ReferralRefuseBody = z.input<typeof ReferralRefuseBodySchema>;

/** The client's opt-out link: the token in the URL. */
export const ReferralOptOutTokenSchema = z
  .string({ message: 'Link non valido' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Link non valido' });
export const ReferralOptOutParamsSchema = z.object({ token: ReferralOptOutTokenSchema });
export const ReferralOptOutBodySchema = z.object({ token: ReferralOptOutTokenSchema });

/** GET segnalazioni/optOut/:token: what the page shows before the button is pressed. */
export const ReferralOptOutCheckSchema = z.object({
  agenzia: z.string(),
  mediatore: z.string(),
});
export const ReferralOptOutDoneSchema = z.object({ message: z.string() });
