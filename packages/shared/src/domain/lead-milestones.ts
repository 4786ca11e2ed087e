import type { AppointmentState } from './states';

/**
 * The client's road to the mortgage (decisions.md, third round): the dated steps of a lead
 * between Fatto Appuntamento and Contratto, in this order.
 */
export const LEAD_STEPS = [
  'consulenza',
  'documenti',
  'istruttoria',
  'perizia',
  'delibera',
  'rogito',
] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

/** What each step says when it is set (the timeline's and the form's labels). */
export const LEAD_STEP_LABELS: Record<LeadStep, string> = {
  consulenza: 'Consulenza svolta',
  documenti: 'Documenti completi',
  istruttoria: 'Domanda presentata in banca',
  perizia: 'Perizia svolta',
  delibera: 'Delibera della banca',
  rogito: 'Data del rogito',
};

/** The one step whose date may lie in the future: the deed is booked ahead. */
export const FUTURE_STEPS: readonly LeadStep[] = ['rogito'];

/**
 * The states in which the steps are recorded (decision 100): from Fatto Appuntamento on,
 * Contratto included (the deed often follows the contract). An Inserito lead has no steps
 * yet; an Annullata one keeps its steps for the record, read-only.
 */
export const MILESTONE_STATES: readonly AppointmentState[] = ['Fatto Appuntamento', 'Contratto'];

export const canRecordSteps = (state: AppointmentState) => MILESTONE_STATES.includes(state);

/** Why a lead in `state` takes no step, in Italian; null when it does. */
export function stepsRefusal(state: AppointmentState): string | null {
  if (state === 'Annullata')
    return 'L’appuntamento è annullato: i passi della pratica restano registrati ma non si modificano.';
  if (state === 'Inserito')
    return 'L’avanzamento della pratica si registra dal Fatto Appuntamento in poi: aggiorna prima lo stato dell’appuntamento.';
  return null;
}

/** A step's day refused for lying in the future (every step but the deed), in Italian; else null. */
export function stepDayRefusal(step: LeadStep, day: string, today: string): string | null {
  if (FUTURE_STEPS.includes(step) || day <= today) return null;
  return `La data di «${LEAD_STEP_LABELS[step]}» non può essere nel futuro.`;
}

/** A set step: its calendar day (YYYY-MM-DD). */
export interface SetStep {
  step: LeadStep;
  data: string;
}

/**
 * Where a lead stands: the furthest step set (in the order of LEAD_STEPS) and the one after
 * it, null past the deed. Before any step, the next is the first.
 */
export function stepProgress(steps: readonly { step: LeadStep; data: string | null }[]): {
  last: SetStep | null;
  next: LeadStep | null;
} {
  let last: SetStep | null = null;
  for (const s of steps) {
    if (s.data === null) continue;
    if (!last || LEAD_STEPS.indexOf(s.step) > LEAD_STEPS.indexOf(last.step))
      last = { step: s.step, data: s.data };
  }
  const at = last ? LEAD_STEPS.indexOf(last.step) + 1 : 0;
  return { last, next: LEAD_STEPS[at] ?? null };
}

/** 'YYYY-MM-DD' → 'dd/mm/yyyy': a calendar day needs no time zone. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** «Perizia svolta il 12/12/2026 · prossimo: Delibera della banca»; null before any step. */
export function progressLine(steps: readonly { step: LeadStep; data: string | null }[]) {
  const { last, next } = stepProgress(steps);
  if (!last) return null;
  const done = `${LEAD_STEP_LABELS[last.step]} il ${formatDay(last.data)}`;
  return next ? `${done} · prossimo: ${LEAD_STEP_LABELS[next]}` : done;
}
