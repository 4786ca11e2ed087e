import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every request limit and login-throttle count, shared by all the processes on one database
 * (decision 037). A fixed window per key: `count` hits since `window_start`; `locked_until`
 * is set when a throttle key reaches its limit. A row is dead once `expires_at` (the end of
 * its window, or of its lock if later) has passed: the next hit starts it again, and a purge
 * deletes it.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** `rl:…` for request limits, `login:…` for the login throttle. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);
