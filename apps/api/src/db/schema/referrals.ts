import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFERRAL_STATES } from '@portal/shared';
import { admins } from './admins';
import { agencies } from './agencies';
import { appointments } from './appointments';
import { createdAt, id, updatedAt } from './common';

export const referralState = pgEnum('referral_state', REFERRAL_STATES);

/**
 * A client an agency passed to the mediator («Segnala un cliente»). The client's fields are
 * emptied when the client opts out (state `ritirata`) and pseudonymised at the end of their
 * retention; `emailKey` and `phoneKey` are the comparison keys of decision 102 (emptied
 * with them), so a later referral of the same client is flagged.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    state: referralState('state').notNull().default('nuova'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    property: text('property').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The agency confirmed the client asked to be called (always true: the form requires it). */
    consent: boolean('consent').notNull(),
    emailKey: text('email_key').notNull(),
    phoneKey: text('phone_key').notNull(),
    /** When the same client was first reported within the window (a referral or a lead). */
    duplicateOfAt: timestamp('duplicate_of_at', { withTimezone: true }),
    duplicateOfReferralId: uuid('duplicate_of_referral_id'),
    duplicateOfAppointmentId: uuid('duplicate_of_appointment_id'),
    refusalReason: text('refusal_reason'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAdminId: uuid('decided_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    decidedByAgentId: uuid('decided_by_agent_id').references(() => agencies.id, {
      onDelete: 'set null',
    }),
    /** The hash of the single-use «Non desidero essere contattato» token (decision 103). */
    optOutTokenHash: text('opt_out_token_hash'),
    optOutExpiresAt: timestamp('opt_out_expires_at', { withTimezone: true }),
    optOutUsedAt: timestamp('opt_out_used_at', { withTimezone: true }),
    clientErasedAt: timestamp('client_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referrals_agency_created_idx').on(t.agencyId, t.createdAt),
    index('referrals_state_created_idx').on(t.state, t.createdAt),
    index('referrals_email_key_idx').on(t.emailKey, t.createdAt),
    index('referrals_phone_key_idx').on(t.phoneKey, t.createdAt),
    index('referrals_appointment_idx').on(t.appointmentId),
    index('referrals_admin_idx').on(t.decidedByAdminId),
    index('referrals_agent_idx').on(t.decidedByAgentId),
    uniqueIndex('referrals_opt_out_hash_uq').on(t.optOutTokenHash),
    index('referrals_retention_idx')
      .on(t.updatedAt)
      .where(sql`${t.clientErasedAt} is null`),
  ],
);
export type ReferralRow = typeof referrals.$inferSelect;
