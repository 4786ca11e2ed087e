import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ServiceDeps } from '../../lib/service-deps';
import {
  completeKey,
  findKey,
  insertKey,
  purgeKeys,
  releaseKey,
  retakeKey,
  type KeyId,
} from './idempotency.queries';

export type { KeyId } from './idempotency.queries';

/** How long a first answer is kept and repeated (decision 024). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its process: the key is free. */
const ABANDONED_MS = 2 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before giving up with 409. */
const WAIT_MS = 10_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const keyReused = () =>
  new AppError(
    422,
    ErrorCode.keyReused,
    'Questo invio è già stato fatto con dati diversi: ricarica la pagina e riprova.',
  );
export const stillRunning = () =>
  new AppError(
    409,
    ErrorCode.inProgress,
    'La stessa richiesta è ancora in corso: attendi qualche secondo e ricarica la pagina.',
  );

/**
 * Objects with their keys in order, so the same data always gives the same fingerprint;
 * a file (Buffer) by its own hash.
 */
function canonical(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return createHash('sha256').update(raw).digest('base64url');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** SHA-256 of a request's input: parameters, query and body, or a multipart form's fields and files. */
export function fingerprintOf(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(input, canonical) ?? '')
    .digest('base64url');
}

/** Either the request does the work, or the first answer is repeated. */
export type Claim = { run: true } | { run: false; status: number; body: string };

const lastPurge = new WeakMap<Db, number>();

/** Deletes the keys past their day (the hourly housekeeping calls it too). */
export async function purgeExpiredKeys(deps: Pick<ServiceDeps, 'db'>, now: number) {
  await purgeKeys(deps.db, new Date(now - IDEMPOTENCY_TTL_MS));
}

/** Deletes the keys past their day, at most once an hour per process and database. */
async function purgeNowAndThen(deps: Pick<ServiceDeps, 'db' | 'clock'>, now: number) {
  if (now - (lastPurge.get(deps.db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(deps.db, now);
  await purgeExpiredKeys(deps, now);
}

/**
 * Claims `id` inside the transaction that does the work and keeps its answer (decision 074):
 * claim, work and answer commit together or not at all, so a request that failed half way
 * (a 503 when the database went away) leaves no trace and its retry does the work, and one
 * that committed left its answer for the retry. A concurrent first claim of the same key
 * holds its row until it ends: PostgreSQL makes this insert wait for it (on PGlite the one
 * connection runs one transaction at a time), then this call finds the committed answer, or
 * claims the key after a rollback. A row without an answer (left by a multipart form's claim,
 * below, whose request died) or past its day is taken over.
 */
export async function claimKeyWithWork(
  deps: { db: DbOrTx; clock: ServiceDeps['clock'] },
  id: KeyId,
  fingerprint: string,
): Promise<Claim> {
  const now = deps.clock.now();
  if (await insertKey(deps.db, id, fingerprint, new Date(now))) return { run: true };
  const row = await findKey(deps.db, id);
  const expired = new Date(now - IDEMPOTENCY_TTL_MS);
  if (!row || row.status === null || row.createdAt < expired) {
    // Any row without an answer is over here: this route's claims never commit without one.
    const abandoned = new Date(now + 1);
    if (await retakeKey(deps.db, id, fingerprint, new Date(now), expired, abandoned))
      return { run: true };
    // Deleted between the two statements (the daily purge): claim it anew.
    if (await insertKey(deps.db, id, fingerprint, new Date(now))) return { run: true };
    throw stillRunning();
  }
  if (row.fingerprint !== fingerprint) throw keyReused();
  return { run: false, status: row.status, body: row.body ?? '' };
}

/** Keeps the answer of the work done under `id`, in that work's transaction. */
export async function keepAnswer(db: DbOrTx, id: KeyId, status: number, body: string) {
  await completeKey(db, id, status, body);
}

/** The day-old keys deleted at most once an hour (after a commit: never in a claim's work). */
export async function purgeKeysNowAndThen(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  await purgeNowAndThen(deps, deps.clock.now());
}

/**
 * A multipart form's claim (admin_add of a service: its files are read and stored before any
 * transaction opens, so it cannot claim inside the work's). Claims `id` for a request with
 * this fingerprint. The first claim runs; a repeat gets the
 * first answer once there is one, waiting for it while the first request runs (a double
 * click's second request arrives while the first is at work); the same key with another
 * fingerprint is refused with 422.
 */
export async function claimKey(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  id: KeyId,
  fingerprint: string,
): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 320)) {
    const now = deps.clock.now();
    if (await insertKey(deps.db, id, fingerprint, new Date(now))) {
      await purgeNowAndThen(deps, now);
      return { run: true };
    }
    const row = await findKey(deps.db, id);
    if (row) {
      const expired = new Date(now - IDEMPOTENCY_TTL_MS);
      const abandoned = new Date(now - ABANDONED_MS);
      if (row.createdAt < expired || (row.status === null && row.createdAt < abandoned)) {
        if (await retakeKey(deps.db, id, fingerprint, new Date(now), expired, abandoned))
          return { run: true };
      } else if (row.fingerprint !== fingerprint) {
        throw keyReused();
      } else if (row.status !== null) {
        return { run: false, status: row.status, body: row.body ?? '' };
      }
    }
    // The first request is running (or another repeat took the key over, or it was
    // released between the two statements): look again in a moment.
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(pause);
  }
}

/**
 * Keeps the first request's answer for its repeats; an answer of 500 or more is not kept
 * (the failure may pass), so the key is released and a retry does the work.
 */
export async function settleKey(
  deps: Pick<ServiceDeps, 'db'>,
  id: KeyId,
  status: number,
  body: string | undefined,
) {
  if (status < 500 && body !== undefined) await completeKey(deps.db, id, status, body);
  else await releaseKey(deps.db, id);
}
