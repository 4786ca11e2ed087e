import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isIsoDateInRange } from '../domain/dates';
import { LEAD_STEPS } from '../domain/lead-milestones';
import { AppointmentStateSchema } from './appointments';
import { IdSchema } from './common';

export const LeadStepSchema = z.enum(LEAD_STEPS, { message: 'Scegli il passo della pratica' });

/** A step's calendar day, YYYY-MM-DD (the day as the office lives it, Europe/Rome). */
const StepDaySchema = z.iso
  .date({ message: 'Data non valida: usa il formato AAAA-MM-GG' })
  .refine(isIsoDateInRange, { message: DATE_RANGE_MESSAGE });

/**
 * One step as the mediator's staff sees it: its day (null when never set or cleared), the
 * version to send back with the next save (0 while it was never saved), and the last save.
 */
export const LeadMilestoneSchema = z.object({
  step: LeadStepSchema,
  data: z.string().nullable(),
  version: z.number().int().min(0),
  aggiornatoIl: z.string().nullable(),
  aggiornatoDa: z.string().nullable(),
});
export type LeadMilestone = z.infer<typeof LeadMilestoneSchema>;

/**
 * GET admin_milestones/:id (and the internal agent's user_milestones/:id): the six steps in
 * order, the lead's state and whether the caller may change them now.
 */
export const LeadMilestonesSchema = z.object({
  _id: IdSchema,
  state: AppointmentStateSchema,
  modificabile: z.boolean(),
  /** Why the steps cannot be changed now, in Italian; null when they can. */
  motivo: z.string().nullable(),
  tappe: z.array(LeadMilestoneSchema),
});
export type LeadMilestones = z.infer<typeof LeadMilestonesSchema>;

/**
 * POST admin_milestone / user_milestone: set a step to a day, or clear it (`data: null`).
 * `version` is the step's as it was read (0 for a step never saved): a save over a newer
 * one is refused with 409 (decision 028).
 */
export const LeadMilestoneSaveBodySchema = z.object({
  id: IdSchema,
  step: LeadStepSchema,
  data: z.union([StepDaySchema, z.null()], { message: 'Data non valida' }),
  version: z
    .number({ message: 'Versione non valida' })
    .int({ message: 'Versione non valida' })
    .min(0, { message: 'Versione non valida' })
    .max(2_147_483_647, { message: 'Versione non valida' }),
});
export type LeadMilestoneSaveBody = z.infer<typeof LeadMilestoneSaveBodySchema>;

/** The set steps of one lead as its agency reads them: day only, in order. */
export const LeadTimelineSchema = z.object({
  _id: IdSchema,
  tappe: z.array(z.object({ step: LeadStepSchema, data: z.string() })),
});
export type LeadTimeline = z.infer<typeof LeadTimelineSchema>;

/** GET user_milestonesAll: the timeline of every lead of the caller's scope that has a step. */
export const LeadTimelineListSchema = z.array(LeadTimelineSchema);
