import { MFA_STEP_SECONDS } from '@portal/shared/contracts/admin-mfa';
import type { Limiter, Limits } from '../../db/limits';

export interface ThrottleLimits {
  /** Failures of one address on one account within the window before that pair is refused. */
  perAccountAndAddress: number;
  /** Failures of one address, on any accounts, within the window before it is refused. */
  perAddress: number;
  /** Failures on one account, from anywhere, after which every try on it is slowed and its owner mailed. */
  accountSlowAfter: number;
  /** The delay of the first slowed try; it doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
  lockMs: number;
  /** Codes of the second factor tried on one sign-in step; past them the step is dead (decision 076). */
  codesPerStep: number;
  /** Wrong codes of one admin, from any address, in an hour before codes are refused for the hour. */
  wrongCodesPerHour: number;
  /**
   * How long an account's turn (one check at a time, decision 076) is held at most when its
   * holder never gives it back (a process that stopped mid-check).
   */
  turnMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccountAndAddress: 5,
  perAddress: 20,
  accountSlowAfter: 10,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  codesPerStep: 5,
  wrongCodesPerHour: 10,
  turnMs: 15_000,
};

const HOUR_MS = 60 * 60_000;

export interface ThrottleKeys {
  /** The account tried (its normalised e-mail, `admin:` before an admin's). */
  account: string;
  /** The client's address. */
  address: string;
  /** The secret is a code of the second factor (or a recovery code): the admin's hourly budget counts it. */
  code?: boolean;
  /** The id of the sign-in step the code is given on: it takes `codesPerStep` tries. */
  step?: string;
}

export interface Verdict {
  /** Seconds until this address may try this account again; 0 when it may now. */
  retryAfter: number;
  /** How long to hold this try before checking the password (the account is under attack). */
  delayMs: number;
}

/**
 * Password guessing slowed without handing anyone a way to lock an owner out (ASVS 6.3.1,
 * issue 15; decision 033). An address that fails 5 times on one account, or 20 times on
 * any, is refused (429 with Retry-After): that locks the guesser, not the account. An account
 * that fails 10 times from anywhere (many addresses) is never refused: each further try on
 * it, the owner's included, waits a delay that doubles up to 4 s, and the owner is mailed
 * once per window. The owner, from an address of their own, signs in after at most that
 * delay. The counts are rate-limiter-flexible's (decision 082), in Redis or the database, so
 * every process behind the load balancer sees the same ones.
 *
 * Decision 076: the secrets of one account are checked one at a time (its turn), so a
 * delay holds the account, not one request, and tries sent at once cannot all read the
 * counts before any is written; a sign-in step takes 5 codes, an admin 10 wrong codes an hour.
 */
export class LoginThrottle {
  /** A lock from the failure that reaches the limit: `points` is the last failure let through. */
  private readonly pair: Limiter;
  private readonly address: Limiter;
  private readonly codes: Limiter;
  /** Never refused: only counted, for the delay and the alarm. */
  private readonly account: Limiter;
  private readonly step: Limiter;
  /** One hit holds the account's turn; the hits after it, until it is given back, do not. */
  private readonly turn: Limiter;

  constructor(
    store: Limits,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {
    const { windowMs, lockMs } = this.limits;
    const locking = (failures: number, window: number, lock: number) =>
      store.limiter({ points: failures - 1, windowMs: window, lockMs: lock });
    this.pair = locking(this.limits.perAccountAndAddress, windowMs, lockMs);
    this.address = locking(this.limits.perAddress, windowMs, lockMs);
    this.codes = locking(this.limits.wrongCodesPerHour, HOUR_MS, HOUR_MS);
    this.account = store.limiter({ points: this.limits.accountSlowAfter, windowMs });
    this.step = store.limiter({
      points: this.limits.codesPerStep,
      windowMs: MFA_STEP_SECONDS * 1000,
    });
    this.turn = store.limiter({ points: 1, windowMs: this.limits.turnMs });
  }

  async check(keys: ThrottleKeys): Promise<Verdict> {
    const locks: [Limiter, string, number][] = [
      [this.pair, pairKey(keys), this.limits.perAccountAndAddress],
      [this.address, addressKey(keys), this.limits.perAddress],
      ...(keys.code
        ? [[this.codes, codesKey(keys), this.limits.wrongCodesPerHour] as [Limiter, string, number]]
        : []),
    ];
    const [account, ...counts] = await Promise.all([
      this.account.read(accountKey(keys)),
      ...locks.map(([limiter, key]) => limiter.read(key)),
    ]);
    let wait = 0;
    counts.forEach((count, i) => {
      if (count && count.count >= locks[i]![2]) wait = Math.max(wait, count.msLeft);
    });
    const over = (account?.count ?? 0) - this.limits.accountSlowAfter;
    const delayMs =
      over < 0
        ? 0
        : Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over, 20));
    return { retryAfter: Math.ceil(wait / 1000), delayMs };
  }

  /** The account's failures in the window, from any address. */
  async accountFailures(account: string): Promise<number> {
    return (await this.account.read(accountKey({ account, address: '' })))?.count ?? 0;
  }

  /** Counts a failure; true when it is the one that puts the account under attack (mail its owner). */
  async fail(keys: ThrottleKeys): Promise<{ alarm: boolean }> {
    await this.pair.hit(pairKey(keys));
    await this.address.hit(addressKey(keys));
    if (keys.code) await this.codes.hit(codesKey(keys));
    const account = await this.account.hit(accountKey(keys));
    return { alarm: account.count === this.limits.accountSlowAfter };
  }

  /** The right password from this address: its own count on the account starts again. */
  async succeed(keys: ThrottleKeys): Promise<void> {
    await this.pair.clear(pairKey(keys));
  }

  /**
   * Counts a try on the sign-in step, before anything else: false from the try past
   * `codesPerStep`, however many come at once (one atomic count per try, decision 076).
   */
  async tryStep(keys: ThrottleKeys): Promise<boolean> {
    if (!keys.step) return true;
    const tries = await this.step.hit(stepKey(keys.step));
    return tries.count <= this.limits.codesPerStep;
  }

  /**
   * The account's turn (decision 076): true for the one try that may check a secret of the
   * account now, false while another try on it, from any address and any process, holds
   * it. The first hit of the turn's window takes it; `endTurn` gives it back.
   */
  async takeTurn(keys: ThrottleKeys): Promise<boolean> {
    const turn = await this.turn.hit(turnKey(keys));
    return turn.count === 1;
  }

  async endTurn(keys: ThrottleKeys): Promise<void> {
    await this.turn.clear(turnKey(keys));
  }

  /** What a try refused for a busy account should wait: the longest a held turn sleeps. */
  busyRetryAfter(): number {
    return Math.max(1, Math.ceil(this.limits.maxDelayMs / 1000));
  }
}

const pairKey = (k: ThrottleKeys) => `login:pair:${k.account}|${k.address}`;
const addressKey = (k: ThrottleKeys) => `login:addr:${k.address}`;
const accountKey = (k: ThrottleKeys) => `login:acct:${k.account}`;
const codesKey = (k: ThrottleKeys) => `login:codes:${k.account}`;
const stepKey = (step: string) => `login:step:${step}`;
const turnKey = (k: ThrottleKeys) => `login:turn:${k.account}`;
