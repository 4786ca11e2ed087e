// The agency's 360° view for the admins (issue 18, point 6; decision 058): everything the
// portal knows about one agency's activity, in one answer, beside its edit form.
import { z } from 'zod';
import { AppointmentSchema, AppointmentStateSchema, PositionSchema } from './appointments';
import { UserServiceSchema } from './services';
import { FunnelCountsSchema, FunnelRateSchema } from './display-rata-funnel';

/** Appointments per page of the 360° view. */
export const AGENCY360_PAGE_SIZE = 20;
/** Deepest page asked for (a million appointments fill 50,000 pages of 20). */
export const AGENCY360_PAGE_MAX = 50_000;
/** Sign-ins shown: the latest ones. */
export const AGENCY360_SIGN_INS = 10;

/** GET …/user/admin_agency360/:id?pagina= */
export const Agency360QuerySchema = z.object({
  pagina: z.coerce
    .number({ message: 'Pagina non valida' })
    .int({ message: 'Pagina non valida' })
    .min(1, { message: 'Pagina non valida' })
    .max(AGENCY360_PAGE_MAX, { message: 'Pagina troppo lontana' })
    .optional(),
});
export type Agency360Query = z.output<typeof Agency360QuerySchema>;

export const Agency360Schema = z.object({
  punti: z.number().int(),
  obiettivo: z.number().int(),
  /**
   * The place in the ranking, ties sharing it (decisions.md): shown to the admin at any
   * score above zero. Null for an internal agent, who is not ranked, and for an agency
   * without points, which the ranking does not list.
   */
  classifica: PositionSchema.nullable(),
  /** How many of its appointments are in each state (every state listed, zeros included). */
  perStato: z.array(z.object({ state: AppointmentStateSchema, n: z.number().int().min(0) })),
  /** One page of its appointments, newest first. */
  appuntamenti: z.object({
    pagina: z.number().int().min(1),
    perPagina: z.number().int().min(1),
    totale: z.number().int().min(0),
    righe: z.array(AppointmentSchema),
  }),
  richiesteServizi: z.array(UserServiceSchema),
  /** The notices it accepted (kind, version, when), oldest first. */
  consensi: z.array(z.object({ tipo: z.string(), versione: z.string(), accettatoIl: z.string() })),
  /** Its latest sign-ins, newest first: opened, expiring, closed (logout or revoked). */
  /** Its Display Rata funnel over the last 90 days (decision 115). */
  displayRata: FunnelCountsSchema.extend({ tassoBadgeLead: FunnelRateSchema }),
  ultimiAccessi: z.array(
    z.object({ apertoIl: z.string(), scadeIl: z.string(), chiusoIl: z.string().nullable() }),
  ),
});
export type Agency360 = z.infer<typeof Agency360Schema>;

/** Italian names of the consent kinds the agency record stores. */
export const CONSENT_LABELS: Readonly<Record<string, string>> = {
  privacy: 'Informativa privacy',
  marketing: 'Comunicazioni commerciali',
};
