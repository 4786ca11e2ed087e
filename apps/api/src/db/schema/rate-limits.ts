import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every request limit and login-throttle count on PostgreSQL, shared by all the processes on
 * one database (decisions 037 and 082): rate-limiter-flexible's own layout (`points` hits
 * until `expire`, epoch ms), made by a migration so that no process creates a table at run
 * time. The key is `text`, not the library's `varchar(255)`: a throttle key holds an e-mail
 * address and a client's address.
 */
export const rateLimits = pgTable('rate_limits', {
  /** `rl:…` for request limits, `login:…` for the login throttle. */
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
