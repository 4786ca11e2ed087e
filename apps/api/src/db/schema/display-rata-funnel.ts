import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';

/**
 * The funnel of Display Rata (decisions.md, third round; decision 115): per agency and day
 * (Europe/Rome), how many times each step happened. Counters only: no visitor, page, cookie
 * or address is stored, so an agency's site needs no consent for it. Incremented by upsert
 * (`… on conflict do update set x = x + excluded.x`), safe with several processes; rows older
 * than 24 months are deleted by housekeeping, an agency's erasure deletes its rows.
 */
export const displayRataFunnel = pgTable(
  'display_rata_funnel',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Pages of the agency's site that drew at least one badge. */
    pages: integer('pages').notNull().default(0),
    /** Badges drawn on those pages. */
    badges: integer('badges').notNull().default(0),
    /** Representative examples opened from a badge. */
    examples: integer('examples').notNull().default(0),
    /** The agency's Piano D'Acquisto opened from a badge's link. */
    pianos: integer('pianos').notNull().default(0),
    /** Plans sent from a Piano opened from a badge. */
    plans: integer('plans').notNull().default(0),
    /** Leads those plans made. */
    leads: integer('leads').notNull().default(0),
    /** Those leads that reached the state Contratto (counted on the day they reached it). */
    contracts: integer('contracts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.day] }),
    // Housekeeping deletes by day, for every agency.
    index('display_rata_funnel_day_idx').on(t.day),
    check(
      'display_rata_funnel_counts_check',
      sql`${t.pages} >= 0 and ${t.badges} >= 0 and ${t.examples} >= 0 and ${t.pianos} >= 0 and ${t.plans} >= 0 and ${t.leads} >= 0 and ${t.contracts} >= 0`,
    ),
  ],
);
export type DisplayRataFunnelRow = typeof displayRataFunnel.$inferSelect;
