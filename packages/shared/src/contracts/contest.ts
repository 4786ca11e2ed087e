// The contest (issues 18 and 19): the admin leaderboard and settings, the agency's contest
// page and the summary above the hub's service tiles.
import { z } from 'zod';
import { PROTECTION_WINDOW_MAX_DAYS, PROTECTION_WINDOW_MIN_DAYS } from '../domain/referrals';
import { DATE_RANGE_MESSAGE, isOptionalIsoDateInRange } from '../domain/dates';
import { LEAD_STEPS } from '../domain/lead-milestones';
import { APPOINTMENT_STATES } from '../domain/states';
import { tooLongMessage } from '../domain/limits';
import { IdSchema } from './common';
import { AppointmentStateSchema, PositionSchema } from './appointments';

/** Rows of one leaderboard page (admin). */
export const LEADERBOARD_PAGE_SIZE = 25;
/** Deepest page asked for: 20,000 agencies fill 800 pages of 25. */
export const LEADERBOARD_PAGE_MAX = 10_000;
/** How many agencies the agency's contest page lists. */
export const CONTEST_TOP_SIZE = 10;
/** How many of its latest appointments the hub summary shows. */
export const HUB_LATEST_SIZE = 3;
export const LEADERBOARD_CSV_FILENAME = 'classifica.csv';

// ── Settings (admin) ───────────────────────────────────────────────────────────────

/** The prizes' text at most (one prize a line), as the contest rules page shows it. */
export const CONTEST_PRIZES_MAX = 1000;

/** The prizes, one a line, without blank lines: what the contest rules page lists. */
export function prizeLines(prizes: string): string[] {
  return prizes
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * What the admin decides: when the contest ends (none: no countdown), whether names show and
 * the prizes (decision 111; left out, the saved ones stay).
 */
export const ContestSettingsBodySchema = z.object({
  endAt: z
    .union([z.iso.datetime({ offset: true, message: 'Data di fine non valida' }), z.null()], {
      message: 'Data di fine non valida',
    })
    .refine(isOptionalIsoDateInRange, { message: DATE_RANGE_MESSAGE }),
  anonymous: z.boolean({ message: 'Indica se mostrare i nomi delle agenzie' }),
  /**
   * The referrals' protection window in days (decision 104). Left out, the saved value
   * stays (a form of before the field keeps working).
   */
  finestraProtezioneGiorni: z
    .number({ message: 'Indica la finestra di protezione in giorni' })
    .int({ message: 'La finestra di protezione è un numero intero di giorni' })
    .min(PROTECTION_WINDOW_MIN_DAYS, {
      message: `La finestra di protezione è di almeno ${PROTECTION_WINDOW_MIN_DAYS} giorno`,
    })
    .max(PROTECTION_WINDOW_MAX_DAYS, {
      message: `La finestra di protezione è al massimo di ${PROTECTION_WINDOW_MAX_DAYS} giorni`,
    })
    .optional(),
  prizes: z
    .string({ message: 'Premi non validi' })
    .trim()
    .max(CONTEST_PRIZES_MAX, { message: tooLongMessage(CONTEST_PRIZES_MAX) })
    .optional(),
});
export type ContestSettingsBody = z.infer<typeof ContestSettingsBodySchema>;

export const ContestSettingsSchema = z.object({
  /** The settings record (its audit trail: admin_audit/contest/{_id}); null before the first save. */
  _id: IdSchema.nullable(),
  endAt: z.string().nullable(),
  anonymous: z.boolean(),
  /** The referrals' protection window in days (decision 104; 180 until saved). */
  finestraProtezioneGiorni: z.number().int(),
  /** The prizes, one a line ('' before the admin names any). */
  prizes: z.string(),
  /** The last save: null while the defaults (no end date, names shown) hold. */
  updatedAt: z.string().nullable(),
});
export type ContestSettings = z.infer<typeof ContestSettingsSchema>;

/** GET …/contest/public_rules: what the contest rules page shows (nothing about agencies). */
export const PublicContestRulesSchema = z.object({
  endAt: z.string().nullable(),
  prizes: z.array(z.string()),
  /** The settings' last save, the date of the rules; null while the defaults hold. */
  updatedAt: z.string().nullable(),
});
export type PublicContestRules = z.infer<typeof PublicContestRulesSchema>;

// ── Leaderboard (admin) ─────────────────────────────────────────────────────────────

/** GET …/contest/admin_leaderboard?pagina= */
export const LeaderboardQuerySchema = z.object({
  pagina: z.coerce
    .number({ message: 'Pagina non valida' })
    .int({ message: 'Pagina non valida' })
    .min(1, { message: 'Pagina non valida' })
    .max(LEADERBOARD_PAGE_MAX, { message: 'Pagina troppo lontana' })
    .optional(),
});
export type LeaderboardQuery = z.output<typeof LeaderboardQuerySchema>;

/** One ranked agency: ties share a position (1, 2, 2, 4). */
export const LeaderboardRowSchema = z.object({
  position: z.number().int().min(1),
  _id: IdSchema,
  nome: z.string(),
  email: z.string(),
  points: z.number().int(),
  /** Appointments in state Contratto with the contract confirmed (101 points each). */
  contratti: z.number().int(),
  /** Appointments in state Fatto Appuntamento verified (1 point each). */
  verificati: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(LeaderboardRowSchema),
});
export type LeaderboardPage = z.infer<typeof LeaderboardPageSchema>;

// ── The agency's contest page ───────────────────────────────────────────────────────

/** An appointment as the contest shows it: the client, where it stands, what it earned. */
export const ContestAppointmentSchema = z.object({
  _id: IdSchema,
  cliente: z.string(),
  state: AppointmentStateSchema,
  created_at: z.string(),
  points: z.number().int(),
});
export type ContestAppointment = z.infer<typeof ContestAppointmentSchema>;

/** One place of the top 10: the name, or a neutral label when the admin anonymised them. */
export const ContestTopRowSchema = z.object({
  position: z.number().int().min(1),
  nome: z.string(),
  points: z.number().int(),
  isYou: z.boolean(),
});
export type ContestTopRow = z.infer<typeof ContestTopRowSchema>;

/** GET …/contest/user_contest */
export const UserContestSchema = z.object({
  points: z.number().int(),
  target: z.number().int(),
  /** Null below the target (the ranking is locked) and for internal agents. */
  position: PositionSchema.nullable(),
  top: z.array(ContestTopRowSchema),
  anonymous: z.boolean(),
  endAt: z.string().nullable(),
  appointments: z.array(ContestAppointmentSchema),
});
export type UserContest = z.infer<typeof UserContestSchema>;

// ── The hub summary ─────────────────────────────────────────────────────────────────

/**
 * An open service request; `state` is the sentence of its state (serviceRequestStatus:
 * «Richiesta inviata», «Richiesta presa in carico»), the same the service page shows.
 */
export const HubServiceRequestSchema = z.object({
  _id: IdSchema,
  servizio: z.string(),
  requestedAt: z.string(),
  state: z.string(),
});
export type HubServiceRequest = z.infer<typeof HubServiceRequestSchema>;

export const HubReferrerSchema = z.object({
  nome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
});

/** GET …/contest/user_hubSummary: everything above the hub's tiles, in one call. */
export const HubSummarySchema = z.object({
  /** False for an internal agent: agents are not ranked, the hub shows no contest card. */
  ranked: z.boolean(),
  points: z.number().int(),
  target: z.number().int(),
  position: PositionSchema.nullable(),
  /**
   * This month's leads (Europe/Rome), one entry per appointment state, in the states' order:
   * the agency's own, or an internal agent's linked agencies' (as its list shows them).
   */
  leadsThisMonth: z.array(z.object({ state: AppointmentStateSchema, count: z.number().int() })),
  latestAppointments: z.array(ContestAppointmentSchema),
  serviceRequests: z.array(HubServiceRequestSchema),
  referente: HubReferrerSchema.nullable(),
  /** The agency's referrals («Segnala un cliente»): new ones and those made appointments. */
  segnalazioni: z.object({ nuove: z.number().int(), convertite: z.number().int() }),
  /**
   * Open leads (not Contratto, not Annullata) by the last step set (decision 100), one entry
   * per step in order, `step: null` for those with no step yet: the agency's own leads, or
   * those an internal agent recorded.
   */
  openLeadsByStep: z.array(
    z.object({ step: z.enum(LEAD_STEPS).nullable(), count: z.number().int() }),
  ),
  /** Notes of the other side not read yet on the same leads (decision 105). */
  unreadNotes: z.number().int(),
});
export type HubSummary = z.infer<typeof HubSummarySchema>;

/** The states in the order the summary lists them. */
export const HUB_LEAD_STATES = APPOINTMENT_STATES;
