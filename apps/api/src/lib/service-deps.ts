import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db, DbOrTx } from '../db/client';
import type { Clock } from './clock';
import type { Mailer } from './mailer';

/**
 * What every service may use, built once in app.ts and handed to services as their first
 * argument (`service.x(app.deps, input)`). Services never see the FastifyInstance.
 */
export interface ServiceDeps {
  db: Db;
  /**
   * The database itself: its engine, the raw pool (PostgreSQL only) for COPY, and the
   * health probes (a ping on a connection of its own, the request pool's state).
   */
  database: Pick<Database, 'kind' | 'pool' | 'ping' | 'poolStalled'>;
  clock: Clock;
  /** Stores a mail as a job of the queue (decisions 038, 061); sent after the answer, with retries. */
  mailer: Mailer;
  /** Stores work for after the answer: a job of the queue of its kind (pg-boss, decision 061). */
  outbox: {
    enqueue(kind: string, payload: unknown, db?: DbOrTx, priority?: number): Promise<void>;
  };
  config: Config;
  log: FastifyBaseLogger;
  /** The keyed hash a log writes instead of an e-mail address (lib/email-digest.ts). */
  emailDigest: (email: string) => string;
}
