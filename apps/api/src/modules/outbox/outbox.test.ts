import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { JOB_SCHEMA, QUEUE_SETTINGS } from '../../db/job-queue';
import type { MailMessage } from '../../lib/mailer';
import { jobsOf, makeRetriesDue, pendingJobsOf } from '../../test/jobs';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jobs } from '../../db/job-table';
import { outboxFigures } from './outbox-figures.queries';
import { OutboxWorker } from './outbox.worker';

let t: TestContext;
const delivered: MailMessage[] = [];
let failing = false;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      mailer: {
        send: async (m) => {
          if (failing) throw new Error('SMTP non raggiungibile');
          delivered.push(m);
        },
        close: () => {},
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const mail = (to: string): MailMessage => ({
  to,
  subject: 'Prova',
  text: 'Testo di prova',
  html: '<p>Testo di prova</p>',
});

/** A second worker on the same database, as another process would run it. */
function otherWorker(sent: string[]) {
  return new OutboxWorker({
    db: t.app.db,
    connection: t.database.jobQueue,
    timers: false,
    log: t.app.log,
    emailDigest: t.app.deps.emailDigest,
    pollMs: 60_000,
    handlers: {
      mail: {
        run: async (m) => {
          // Yield between claim and completion, so the two workers really overlap.
          await new Promise((r) => setImmediate(r));
          sent.push((m as MailMessage).to);
        },
      },
    },
  });
}

const MINUTE_S = 60;

describe('job queue (decisions 038, 061)', () => {
  it('two workers on one database send each mail once', async () => {
    const mine: string[] = [];
    const theirs: string[] = [];
    const a = otherWorker(mine);
    const b = otherWorker(theirs);
    // The app's own worker must not take part: it is stopped for this test.
    await t.app.outbox.stop();
    try {
      const to = Array.from({ length: 40 }, (_, i) => `doppio-${i}@example.it`);
      for (const address of to) await t.app.deps.mailer.send(mail(address));
      await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      expect([...mine, ...theirs].sort()).toEqual([...to].sort());
      expect(await pendingJobsOf(t.app.db, 'mail')).toHaveLength(0);
    } finally {
      await a.close();
      await b.close();
      await t.app.outbox.start();
    }
  });

  it('retries a failed mail with growing delays and gives up after about a day', async () => {
    failing = true;
    await t.app.deps.mailer.send(mail('ritenta@example.it'));
    await t.drainOutbox();
    const job = async () =>
      (await jobsOf(t.app.db, 'mail')).find((j) => JSON.stringify(j.data).includes('ritenta'))!;
    // The metrics' figures: one job pending, waiting for its retry, not yet due.
    expect(await outboxFigures(t.app.db, new Date())).toMatchObject({
      pending: 1,
      due: 0,
      retrying: 1,
      givenUp: 0,
    });
    const waits: number[] = [];
    for (let i = 0; i < QUEUE_SETTINGS.retryLimit; i++) {
      const j = await job();
      expect(j.state).toBe('retry');
      waits.push((j.startAfter.getTime() - Date.now()) / 1000);
      await makeRetriesDue(t.app.db, 'mail');
      await t.drainOutbox();
    }
    // pg-boss's backoff: the n-th wait is between 2^(n-1) and 2^n minutes (jitter), at most 6 h.
    waits.forEach((w, i) => {
      const low = Math.min(QUEUE_SETTINGS.retryDelayMax, MINUTE_S * 2 ** i);
      const high = Math.min(QUEUE_SETTINGS.retryDelayMax, MINUTE_S * 2 ** (i + 1));
      expect(w).toBeGreaterThan(low - 5);
      expect(w).toBeLessThanOrEqual(high);
    });
    const total = waits.reduce((a, b) => a + b, 0) / 3600;
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(27);
    const given = await job();
    expect(given).toMatchObject({ state: 'failed', retryCount: QUEUE_SETTINGS.retryLimit });
    expect(given.output).toEqual({ message: 'SMTP non raggiungibile' });
    expect(await outboxFigures(t.app.db, new Date())).toMatchObject({ pending: 0, givenUp: 1 });
    expect(t.logs.some((l) => l.event === 'outbox_given_up' && l.toHash)).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain('ritenta@example.it');
    expect(delivered.map((m) => m.to)).not.toContain('ritenta@example.it');
    failing = false;
  });

  it('a mail someone waits for leaves before the notifications queued ahead of it', async () => {
    await t.app.outbox.stop();
    const queued = Array.from({ length: 25 }, (_, i) => `notifica-${i}@example.it`);
    for (const address of queued) await t.app.deps.mailer.send(mail(address));
    await t.app.deps.mailer.send({ ...mail('link-atteso@example.it'), awaited: true });
    const from = delivered.length;
    await t.app.outbox.start();
    await t.drainOutbox();
    const order = delivered.slice(from).map((m) => m.to);
    // pg-boss takes a batch of 10 by priority, then in order; within a batch, any order.
    expect(order.slice(0, 10).sort()).toEqual(
      ['link-atteso@example.it', ...queued.slice(0, 9)].sort(),
    );
    expect(order.slice(10).sort()).toEqual(queued.slice(9).sort());
  });

  it('a mail stored in a transaction that rolls back is never sent', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await t.app.deps.mailer.send(mail('annullata@example.it'), tx);
        throw new Error('annullata');
      })
      .catch(() => undefined);
    await t.drainOutbox();
    expect(delivered.map((m) => m.to)).not.toContain('annullata@example.it');
    const rows = await t.app.db.select().from(jobs);
    expect(JSON.stringify(rows.map((r) => r.data))).not.toContain('annullata@example.it');
  });

  it('stops cleanly: a mail stored while stopped waits for the next start, and keeps only its subject once sent', async () => {
    await t.app.outbox.stop();
    await t.app.deps.mailer.send(mail('dopo-riavvio@example.it'));
    const waiting = (await pendingJobsOf(t.app.db, 'mail')).find(
      (j) => j.state === 'created' && j.retryCount === 0,
    );
    expect(waiting?.data).toMatchObject({ to: 'dopo-riavvio@example.it' });
    await t.app.outbox.start();
    await t.drainOutbox();
    expect(delivered.map((m) => m.to)).toContain('dopo-riavvio@example.it');
    const [done] = await t.app.db
      .select()
      .from(jobs)
      .where(sql`${jobs.id} = ${waiting!.id}::uuid`);
    expect(done).toMatchObject({ state: 'completed', data: { subject: 'Prova' } });
  });

  it('hands back the mail of a worker that died with it, once its expiry has passed', async () => {
    await t.app.outbox.stop();
    // Another process takes the mail and dies before sending it.
    const dead = new PgBoss({
      ...t.database.jobQueue,
      schema: JOB_SCHEMA,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await dead.start();
    try {
      await t.app.deps.mailer.send(mail('orfana@example.it'));
      const [taken] = await dead.fetch('mail');
      expect(taken).toBeDefined();
    } finally {
      await dead.stop({ graceful: false, close: true });
    }
    await t.app.outbox.start();
    await t.drainOutbox();
    expect(delivered.map((m) => m.to)).not.toContain('orfana@example.it');
    // Its expiry (10 minutes) has passed: maintenance hands it back for a retry.
    await t.app.db
      .update(jobs)
      .set({ startedOn: sql`now() - interval '11 minutes'` })
      .where(sql`${jobs.state} = 'active'`);
    await t.app.outbox.boss.supervise('mail');
    await makeRetriesDue(t.app.db, 'mail');
    await t.drainOutbox();
    expect(delivered.map((m) => m.to)).toContain('orfana@example.it');
  });
});
