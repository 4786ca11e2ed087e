import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { id, updatedAt } from './common';

/**
 * The contest's settings: one row at most (the `singleton` column is unique and always
 * true). No row means the defaults: no end date, other agencies' names anonymised (privacy
 * by default: the admin decides to show them).
 */
export const contestSettings = pgTable(
  'contest_settings',
  {
    id: id(),
    singleton: boolean('singleton').notNull().default(true).unique('contest_settings_singleton_uq'),
    endAt: timestamp('end_at', { withTimezone: true }),
    anonymous: boolean('anonymous').notNull().default(true),
    /**
     * The protection window of referrals (decision 104): a client reported or recorded as a
     * lead within this many days is flagged when another referral names it.
     */
    protectionWindowDays: integer('protection_window_days').notNull().default(180),
    /** The prizes as the admin wrote them, one a line (the contest rules page lists them). */
    prizes: text('prizes').notNull().default(''),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    updatedAt: updatedAt(),
  },
  (t) => [check('contest_settings_singleton_ck', sql`${t.singleton}`)],
);
export type ContestSettingsRow = typeof contestSettings.$inferSelect;

/**
 * Which version of a rule produced what is stored under it: `points` names the contest's
 * points rule (POINTS_RULE_VERSION), whose totals are `agencies.points`. A start that finds
 * another version recomputes every total and writes its own (decision 088).
 */
export const ruleVersions = pgTable('rule_versions', {
  rule: text('rule').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
});
export type RuleVersionRow = typeof ruleVersions.$inferSelect;
