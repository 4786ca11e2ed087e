import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The `Idempotency-Key` of a create call (decision 024): the first request with a key
 * claims the row (`status` null while it runs), and its answer is kept for 24 hours, so a
 * repeat by the same caller (a double click, a retry after a lost answer) gets that answer
 * again instead of doing the work twice. One row per caller, route and key; the primary key
 * makes concurrent duplicates, in one process or several, claim it once.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `admin:{id}`, `agency:{id}` or `public`. */
    caller: text('caller').notNull(),
    /** The route's contract id. */
    route: text('route').notNull(),
    key: uuid('key').notNull(),
    /** SHA-256 of the request's parameters and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status and body; null while the first request runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
