import { z } from 'zod';
import { AnnualRateSchema, CentsSchema, YearsSchema } from '../domain/mortgage/schemas';
import { appointmentClientFields } from './appointments';
import { FUNNEL_MARKER } from '../domain/funnel-marker';

/**
 * A client sends the plan made on an agency's shared Piano D'Acquisto: it becomes an
 * appointment in state Inserito for that agency (issue 17, point 11).
 */
export const PIANO_LEAD_TEXT = {
  consent:
    'Per inviare la richiesta serve il tuo consenso al trattamento dei dati per essere ricontattato.',
  sent: 'Richiesta inviata: l’agenzia ti contatterà al più presto. Ti abbiamo mandato una copia per e-mail.',
  message: 'Il messaggio può avere al massimo 1.000 caratteri',
} as const;

/** The figures of the plan as the client saw them (integer cents, decimal rate, years). */
export const PianoLeadPlanSchema = z.object({
  kind: z.enum(['budget', 'rata'], { message: 'Piano non valido' }),
  priceCents: CentsSchema.nullable(),
  loanCents: CentsSchema,
  instalmentCents: CentsSchema,
  years: YearsSchema,
  annualRate: AnnualRateSchema,
});
export type PianoLeadPlan = z.infer<typeof PianoLeadPlanSchema>;

/** POST /v2/{product}/strumenti/piano-acquisto/:slug/richiesta */
export const PianoLeadBodySchema = z.object({
  ...appointmentClientFields,
  message: z
    .string({ message: PIANO_LEAD_TEXT.message })
    .trim()
    .max(1000, { message: PIANO_LEAD_TEXT.message })
    .optional()
    .transform((v) => v ?? ''),
  consent: z.literal(true, { message: PIANO_LEAD_TEXT.consent }),
  /** Left empty by people; a form filler that writes in every field gives itself away. */
  website: z.string().max(500).optional(),
  plan: PianoLeadPlanSchema,
  /**
   * `display-rata` when the Piano was opened from a Display Rata badge (its link's
   * `?da=display-rata`): the plan and its lead count in the agency's funnel (decision 115).
   */
  da: z.literal(FUNNEL_MARKER, { message: 'Provenienza non valida' }).optional(),
});
export type PianoLeadBody = z.input<typeof PianoLeadBodySchema>;
export type PianoLead = z.output<typeof PianoLeadBodySchema>;
