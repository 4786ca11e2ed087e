import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/job-table';

/**
 * A finished job keeps only its subject (a mail's; nothing for other jobs). A mail's body
 * may carry a password (the admin's reset) and a job's input a password hash and personal
 * data, none of which may stay at rest. Run in the transaction that completes the job.
 */
export async function keepOnlySubject(db: DbOrTx, id: string) {
  await db
    .update(jobs)
    .set({ data: sql`jsonb_strip_nulls(jsonb_build_object('subject', ${jobs.data}->'subject'))` })
    // Only once completed: a job handed back meanwhile (its worker took longer than its
    // expiry) is someone else's attempt now and keeps what it needs.
    .where(sql`${jobs.id} = ${id}::uuid and ${jobs.state} = 'completed'`);
}
