import type { AppointmentState } from './states';

/** Contest rules (spec section 9, decisions.md). */
export const POINTS_TARGET = 400;
export const POINTS_CONTRATTO = 101;
export const POINTS_FATTO = 1;

/**
 * The version of the rule below (appointmentPoints and its constants). Raise it with any
 * change to the rule: agencies' stored totals were summed by the version the database
 * records, and a start with another one recomputes them all (decision 088).
 */
export const POINTS_RULE_VERSION = 1;

/** Points one appointment earns its agency (rule version POINTS_RULE_VERSION). */
export function appointmentPoints(a: {
  state: AppointmentState;
  wc: boolean;
  contratto: boolean;
}): number {
  if (a.state === 'Contratto' && a.contratto) return POINTS_CONTRATTO;
  if (a.state === 'Fatto Appuntamento' && a.wc) return POINTS_FATTO;
  return 0;
}

/** Progress toward the target: percentage truncated to an integer, capped at 100. */
export function progressPercent(points: number): number {
  return Math.min(100, Math.trunc((Math.max(0, points) * 100) / POINTS_TARGET));
}

export const isRankingUnlocked = (points: number) => points >= POINTS_TARGET;

/** The points an appointment earned as shown beside it: '+101', '+1', or '0'. */
export const pointsLabel = (points: number) => (points > 0 ? `+${points}` : '0');
