import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';

/**
 * What a process keeps in memory and another process may change (decision 044): the public
 * catalogue (`catalogue`) and the desk's kept totals (`desk`).
 */
export type ChangeTopic = 'catalogue' | 'desk';
const TOPICS: readonly ChangeTopic[] = ['catalogue', 'desk'];

/** The PostgreSQL channel every process listens on. */
export const CHANGES_CHANNEL = 'portal_changes';
/** The `application_name` of the listening connections. */
export const LISTENER_NAME = 'portal-changes';
/** How long a lost listening connection waits before the next try. */
export const RECONNECT_MS = 1_000;

/**
 * Announces a change in the transaction that makes it: PostgreSQL delivers the notification
 * to every listening process when (and only if) the transaction commits. On PGlite nobody
 * else listens; the one process drops its own cache after the commit.
 */
export async function announceChange(tx: DbOrTx, topic: ChangeTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`);
}

type Handler = () => void;
interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Calls the handlers of a topic when another process (or this one) announces a change. */
export interface ChangeListener {
  on(topic: ChangeTopic, handler: Handler): void;
  /** Resolves after the first attempt to listen, successful or not (the next ones follow). */
  start(log: Log): Promise<void>;
  stop(): Promise<void>;
}

/** PGlite: one process, whose writers drop their caches themselves. */
export const localChanges = (): ChangeListener => ({
  on: () => {},
  start: async () => {},
  stop: async () => {},
});

/**
 * PostgreSQL: one connection of its own per process (never one of the request pool: a
 * LISTEN holds its connection for good) that LISTENs on CHANGES_CHANNEL. When it is lost,
 * every cache is dropped and, until the listening works again, dropped again at each try
 * (every RECONNECT_MS): what was announced meanwhile was not heard, so nothing kept may be
 * trusted; a reconnection drops them once more.
 */
export class PgChangeListener implements ChangeListener {
  private readonly handlers = new Map<ChangeTopic, Handler[]>();
  private client: pg.Client | undefined;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private log: Log | undefined;
  private wasLost = false;

  constructor(private readonly url: string) {}

  on(topic: ChangeTopic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  async start(log: Log): Promise<void> {
    this.log = log;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private fire(topic: ChangeTopic) {
    for (const handler of this.handlers.get(topic) ?? []) handler();
  }

  private dropAll() {
    for (const topic of TOPICS) this.fire(topic);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      // How an operator finds it in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.dropAll();
      if (this.wasLost) return this.retry();
      this.wasLost = true;
      this.log?.warn({ err: err?.message }, 'ascolto delle modifiche interrotto: cache svuotate');
      this.retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      const topic = msg.payload as ChangeTopic;
      if (msg.channel === CHANGES_CHANNEL && TOPICS.includes(topic)) this.fire(topic);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    // Whatever was announced before this connection listened was not heard.
    this.dropAll();
    if (this.wasLost) this.log?.info({}, 'ascolto delle modifiche ripreso: cache svuotate');
    this.wasLost = false;
  }

  private retry() {
    this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.timer.unref();
  }
}
