import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/**
 * Work done after the answer (decision 038): one row per mail to send, or per request whose
 * account work runs in the background (registration, forgotten password) so the answer
 * takes the same time whatever the account. A worker in each process claims due rows with
 * `for update skip locked`, so two processes never take the same row; a failure is retried
 * with backoff until `nextAttemptAt` is null (given up). Done rows are kept 30 days.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** `mail`, `registration`, `password_reset` or `verification_resend` (modules/outbox/outbox.jobs.ts). */
    kind: text('kind').notNull(),
    /** A mail's to, subject, text, html and links; a job's input (never a plain password). */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is due; while a worker holds it, when its lease ends; null once given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the mail left (or the job finished). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt),
    index('outbox_sent_idx').on(t.sentAt),
    // A recurring job (housekeeping) has one pending row per deployment, however many
    // processes start: the second insert does nothing.
    uniqueIndex('outbox_recurring_uq')
      .on(t.kind)
      .where(sql`${t.sentAt} is null and ${t.kind} = 'housekeeping'`),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;
