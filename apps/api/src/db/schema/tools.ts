import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { FALLBACK_COLOUR, RATE_SOURCES, type MortgageConditionsValues } from '@portal/shared';
import { admins } from './admins';
import { agencies } from './agencies';
import { createdAt, id, updatedAt } from './common';

export const rateSource = pgEnum('rate_source', RATE_SOURCES);

/** An agency's Display Rata widget configuration (one row per agency, created on first save). */
export const displayRataSettings = pgTable('display_rata_settings', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  durationYears: integer('duration_years').notNull().default(25),
  ltvPercent: integer('ltv_percent').notNull().default(80),
  rateSource: rateSource('rate_source').notNull().default('default'),
  /** Annual rate in basis points (350 = 3.50 %), used when rate_source is custom. */
  customRateBps: integer('custom_rate_bps'),
  color: text('color').notNull().default(FALLBACK_COLOUR),
  label: text('label').notNull().default('Rata da'),
  /** Where the agency's site shows its prices, a CSS selector ('' for none). */
  priceSelector: text('price_selector').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Provider-wide settings the admin can change (e.g. the default mortgage assumptions). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The provider's mortgage conditions, one row per change (never overwritten): the values in
 * force are the latest row whose `effective_from` day (Europe/Rome) has come (decision 056).
 */
export const mortgageConditions = pgTable(
  'mortgage_conditions',
  {
    id: id(),
    values: jsonb('values').$type<MortgageConditionsValues>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mortgage_conditions_effective_idx').on(t.effectiveFrom, t.createdAt),
    index('mortgage_conditions_admin_idx').on(t.adminId),
  ],
);
export type MortgageConditionsRow = typeof mortgageConditions.$inferSelect;
