import { date, index, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STEPS } from '@portal/shared';
import { admins } from './admins';
import { agencies } from './agencies';
import { appointments } from './appointments';
import { id, updatedAt } from './common';

export const leadStep = pgEnum('lead_step', LEAD_STEPS);

/**
 * The dated steps of a lead's road to the mortgage (decision 100): one row per lead and step
 * once the step was first saved. A cleared step keeps its row with no day, so its version
 * goes on counting and a save loaded before the clear is refused (decision 028). The days
 * hold no personal data: the lead's pseudonymisation leaves them; gone with the lead.
 */
export const leadMilestones = pgTable(
  'lead_milestones',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    step: leadStep('step').notNull(),
    /** The calendar day of the step (Europe/Rome); null once cleared. */
    day: date('day', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    /** The internal agent who saved last, when no admin did. */
    updatedByAgencyId: uuid('updated_by_agency_id').references(() => agencies.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('lead_milestones_appointment_step_uq').on(t.appointmentId, t.step),
    index('lead_milestones_admin_idx').on(t.updatedByAdminId),
    index('lead_milestones_agency_idx').on(t.updatedByAgencyId),
  ],
);
export type LeadMilestoneRow = typeof leadMilestones.$inferSelect;
