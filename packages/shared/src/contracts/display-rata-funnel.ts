import { z } from 'zod';

/**
 * The funnel of Display Rata (decisions.md, third round; decision 115): per agency and day,
 * aggregate counts only, no cookie, no identifier, no address.
 */

export { FUNNEL_MARKER, FUNNEL_MARKER_PARAM } from '../domain/funnel-marker';

/**
 * The most one beacon may add to each count: what one page of a site can truly do between
 * two beacons. More is cut to the cap, never refused, so a page with many listings still counts.
 */
export const FUNNEL_BEACON_CAPS = { pagine: 1, badge: 500, esempi: 50, piani: 20 } as const;

/** Days the agency's page and the admin's views cover. */
export const FUNNEL_DAYS = 90;

export const FUNNEL_MESSAGES = {
  count: 'Ogni conteggio deve essere un numero intero da 0 in su',
  agency: 'Agenzia non trovata o Display Rata non attivo.',
} as const;

const count = (cap: number) =>
  z
    .number({ message: FUNNEL_MESSAGES.count })
    .int({ message: FUNNEL_MESSAGES.count })
    .min(0, { message: FUNNEL_MESSAGES.count })
    .max(Number.MAX_SAFE_INTEGER, { message: FUNNEL_MESSAGES.count })
    .optional()
    .transform((n) => Math.min(n ?? 0, cap));

/**
 * POST …/strumenti/widget/:slug/conteggi: what the widget counted on one page since its last
 * beacon (sent as text/plain JSON, a CORS-simple request). Unknown fields are dropped.
 */
export const FunnelBeaconSchema = z.object({
  pagine: count(FUNNEL_BEACON_CAPS.pagine),
  badge: count(FUNNEL_BEACON_CAPS.badge),
  esempi: count(FUNNEL_BEACON_CAPS.esempi),
  piani: count(FUNNEL_BEACON_CAPS.piani),
});
export type FunnelBeaconBody = z.input<typeof FunnelBeaconSchema>;
export type FunnelBeacon = z.output<typeof FunnelBeaconSchema>;

/** The steps, in the funnel's order, with their Italian names. */
export const FUNNEL_STEPS = [
  'pagine',
  'badge',
  'esempi',
  'piani',
  'pianiInviati',
  'lead',
  'contratti',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Readonly<Record<FunnelStep, string>> = {
  pagine: 'Pagine con badge',
  badge: 'Badge mostrati',
  esempi: 'Esempi aperti',
  piani: 'Piani aperti dal badge',
  pianiInviati: 'Piani inviati',
  lead: 'Lead dai piani',
  contratti: 'Contratti',
};

const n = z.number().int().min(0);
export const FunnelCountsSchema = z.object({
  pagine: n,
  badge: n,
  esempi: n,
  piani: n,
  pianiInviati: n,
  lead: n,
  contratti: n,
});
export type FunnelCounts = z.infer<typeof FunnelCountsSchema>;

/** Leads per badge shown (0 when no badge was shown). */
export const FunnelRateSchema = z.number().min(0);

/** GET …/strumenti/display-rata/funnel: the last 90 days, every day listed (zeros included). */
export const DisplayRataFunnelSchema = z.object({
  dal: z.string(),
  al: z.string(),
  giorni: z.array(FunnelCountsSchema.extend({ giorno: z.string() })),
  totali: FunnelCountsSchema,
  /** Leads from the plans over badges shown. */
  tassoBadgeLead: FunnelRateSchema,
});
export type DisplayRataFunnel = z.infer<typeof DisplayRataFunnelSchema>;

/** Agencies per page of the admin's ranking. */
export const FUNNEL_RANKING_PAGE_SIZE = 25;
export const FUNNEL_RANKING_SORTS = ['tasso', 'badge', 'lead', 'nome'] as const;

/** GET …/user/admin_display_rata_classifica?pagina=&ordina= */
export const FunnelRankingQuerySchema = z.object({
  pagina: z.coerce
    .number({ message: 'Pagina non valida' })
    .int({ message: 'Pagina non valida' })
    .min(1, { message: 'Pagina non valida' })
    .max(10_000, { message: 'Pagina troppo lontana' })
    .optional(),
  ordina: z.enum(FUNNEL_RANKING_SORTS, { message: 'Ordinamento non valido' }).optional(),
});
export type FunnelRankingQuery = z.output<typeof FunnelRankingQuerySchema>;

export const FunnelRankingSchema = z.object({
  dal: z.string(),
  al: z.string(),
  pagina: z.number().int().min(1),
  perPagina: z.number().int().min(1),
  totale: z.number().int().min(0),
  ordina: z.enum(FUNNEL_RANKING_SORTS),
  righe: z.array(
    FunnelCountsSchema.extend({
      agencyId: z.string(),
      nome: z.string(),
      tassoBadgeLead: FunnelRateSchema,
    }),
  ),
});
export type FunnelRanking = z.infer<typeof FunnelRankingSchema>;

/** Leads per badge shown, 0 without badges. */
export const badgeToLeadRate = (c: Pick<FunnelCounts, 'badge' | 'lead'>): number =>
  c.badge > 0 ? c.lead / c.badge : 0;

export const emptyFunnelCounts = (): FunnelCounts => ({
  pagine: 0,
  badge: 0,
  esempi: 0,
  piani: 0,
  pianiInviati: 0,
  lead: 0,
  contratti: 0,
});
