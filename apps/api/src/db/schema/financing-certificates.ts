import {
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSAP_ANSWERS } from '@portal/shared';
import { admins } from './admins';
import { appointments } from './appointments';
import { createdAt, id } from './common';

export const consapAnswer = pgEnum('consap_answer', CONSAP_ANSWERS);

/**
 * The financing certificates of a lead (decision 117): what the admin issued, with the
 * figures the engine computed, so each download makes the same PDF. Never deleted while the
 * lead lives; the lead's pseudonymisation and the agency's erasure clear the buyer and the
 * figures (`erasedAt`) and keep the code, so the verification page can say it is gone.
 */
export const financingCertificates = pgTable(
  'financing_certificates',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The public verification code: 32 random bytes, URL-safe base64. */
    code: text('code').notNull().unique(),
    issuedByAdminId: uuid('issued_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    issuedAt: createdAt(),
    /** The last day it is valid, Europe/Rome: the issue day + 60. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    buyer: text('buyer').notNull(),
    maxLoanCents: integer('max_loan_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    years: integer('years').notNull(),
    /** TAN, TAEG and LTV as decimals, as the engine gave them. */
    annualRate: doublePrecision('annual_rate').notNull(),
    taeg: doublePrecision('taeg').notNull(),
    ltv: doublePrecision('ltv').notNull(),
    instalmentCents: integer('instalment_cents').notNull(),
    numberOfInstalments: integer('number_of_instalments').notNull(),
    consap: consapAnswer('consap').notNull(),
    /** The intermediary as it was named on the day of issue (the brand file). */
    intermediary: text('intermediary').notNull(),
    intermediaryDetails: text('intermediary_details').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByAdminId: uuid('revoked_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    revokeReason: text('revoke_reason'),
    /** When the buyer and the figures were cleared (GDPR); the code stays, answering «non disponibile». */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('financing_certificates_appointment_idx').on(t.appointmentId, t.issuedAt),
    index('financing_certificates_issued_by_idx').on(t.issuedByAdminId),
    index('financing_certificates_revoked_by_idx').on(t.revokedByAdminId),
  ],
);
export type FinancingCertificateRow = typeof financingCertificates.$inferSelect;
