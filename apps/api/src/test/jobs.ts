import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/job-table';

/** The jobs of one queue (pg-boss's job table, decision 061), oldest first. */
export async function jobsOf(db: DbOrTx, name: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.createdOn);
}

/** Jobs of a queue not done yet: waiting, waiting for a retry, or held by a worker. */
export async function pendingJobsOf(db: DbOrTx, name: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), inArray(jobs.state, ['created', 'retry', 'active'])))
    .orderBy(jobs.createdOn);
}

/**
 * Makes the queue's jobs waiting for a retry due now: pg-boss decides by the database's
 * clock, which the TestClock does not move.
 */
export async function makeRetriesDue(db: DbOrTx, name: string) {
  await db
    .update(jobs)
    .set({ startAfter: sql`now()` })
    .where(and(eq(jobs.name, name), sql`${jobs.state} = 'retry'`));
}
