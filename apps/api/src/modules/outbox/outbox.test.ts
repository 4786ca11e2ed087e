import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { outbox } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import { createTestApp, type TestContext } from '../../test/test-app';
import { OutboxWorker, RETRY_DELAYS_MS } from './outbox.worker';

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
    clock: t.clock,
    log: t.app.log,
    emailDigest: t.app.deps.emailDigest,
    pollMs: 60_000,
    handlers: {
      mail: {
        run: async (m) => {
          // Yield between claim and mark, so the two workers really overlap.
          await new Promise((r) => setImmediate(r));
          sent.push((m as MailMessage).to);
        },
      },
    },
  });
}

describe('outbox (decision 038)', () => {
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
      const pending = await t.app.db.select().from(outbox).where(isNull(outbox.sentAt));
      expect(pending.filter((r) => r.kind === 'mail')).toHaveLength(0);
    } finally {
      await t.app.outbox.start();
    }
  });

  it('retries a failed mail with growing delays and gives up after about a day', async () => {
    failing = true;
    await t.app.deps.mailer.send(mail('ritenta@example.it'));
    await t.drainOutbox();
    const row = async () =>
      (
        await t.app.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'mail'), isNull(outbox.sentAt)))
      )[0]!;
    const waits: number[] = [];
    for (let i = 0; i < RETRY_DELAYS_MS.length; i++) {
      const r = await row();
      waits.push(r.nextAttemptAt!.getTime() - t.clock.now());
      t.clock.advance(waits[i]!);
      await t.drainOutbox();
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 54_000_000]);
    const given = await row();
    expect(given).toMatchObject({ attempts: 7, nextAttemptAt: null, sentAt: null });
    expect(given.lastError).toBe('SMTP non raggiungibile');
    expect(t.logs.some((l) => l.event === 'outbox_given_up' && l.toHash)).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain('ritenta@example.it');
    expect(delivered.map((m) => m.to)).not.toContain('ritenta@example.it');
    failing = false;
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
    const rows = await t.app.db.select().from(outbox);
    expect(JSON.stringify(rows.map((r) => r.payload))).not.toContain('annullata@example.it');
  });

  it('stops cleanly: a mail stored while stopped waits for the next start', async () => {
    await t.app.outbox.stop();
    await t.app.deps.mailer.send(mail('dopo-riavvio@example.it'));
    const [waiting] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), isNull(outbox.sentAt), eq(outbox.attempts, 0)));
    expect(waiting?.payload).toMatchObject({ to: 'dopo-riavvio@example.it' });
    await t.app.outbox.start();
    await t.drainOutbox();
    expect(delivered.map((m) => m.to)).toContain('dopo-riavvio@example.it');
  });
});
