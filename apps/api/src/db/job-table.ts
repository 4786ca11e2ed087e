import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_SCHEMA } from './job-queue';

/**
 * The columns of pg-boss's job table that the portal reads or redacts (decision 061): the
 * metrics, erasure, and tests. pg-boss owns the table (its schema and migrations): it is not
 * part of the portal's Drizzle schema, so drizzle-kit never generates it.
 */
export const jobs = pgSchema(JOB_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  /** The queue: the job's kind (`mail`, `registration`, …, `housekeeping`). */
  name: text('name').notNull(),
  data: jsonb('data'),
  /** created, retry, active, completed, cancelled or failed (pg-boss's enum, read as text). */
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  /** A failure's `{ message }` (the driver's own), or null. */
  output: jsonb('output'),
});
export type JobRow = typeof jobs.$inferSelect;
