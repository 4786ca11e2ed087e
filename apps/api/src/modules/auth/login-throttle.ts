import { MFA_STEP_SECONDS } from '@portal/shared/contracts/admin-mfa';
import type { CounterStore } from '../../db/rate-counters';

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
 * delay. The counts live in the shared `rate_counters` table (decision 037), so every process
 * behind the load balancer sees the same ones; the time is the injected clock's.
 *
 * Decision 076: the secrets of one account are checked one at a time (its turn), so a
 * delay holds the account, not one request, and tries sent at once cannot all read the
 * counts before any is written; a sign-in step takes 5 codes, an admin 10 wrong codes an hour.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  async check(keys: ThrottleKeys): Promise<Verdict> {
    const locks = [pairKey(keys), addressKey(keys), ...(keys.code ? [codesKey(keys)] : [])];
    const live = await this.counters.read([...locks, accountKey(keys)]);
    let wait = 0;
    for (const key of locks) {
      const e = live.get(key);
      if (e && e.lockedUntil > e.at) wait = Math.max(wait, e.lockedUntil - e.at);
    }
    const account = live.get(accountKey(keys))?.count ?? 0;
    const over = account - this.limits.accountSlowAfter;
    const delayMs =
      over < 0
        ? 0
        : Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over, 20));
    return { retryAfter: Math.ceil(wait / 1000), delayMs };
  }

  /** Counts a failure; true when it is the one that puts the account under attack (mail its owner). */
  async fail(keys: ThrottleKeys): Promise<{ alarm: boolean }> {
    const { windowMs, lockMs } = this.limits;
    await this.counters.hit(pairKey(keys), {
      windowMs,
      lockMs,
      lockAt: this.limits.perAccountAndAddress,
    });
    await this.counters.hit(addressKey(keys), { windowMs, lockMs, lockAt: this.limits.perAddress });
    if (keys.code) {
      await this.counters.hit(codesKey(keys), {
        windowMs: HOUR_MS,
        lockMs: HOUR_MS,
        lockAt: this.limits.wrongCodesPerHour,
      });
    }
    const account = await this.counters.hit(accountKey(keys), { windowMs });
    return { alarm: account.count === this.limits.accountSlowAfter };
  }

  /** The right password from this address: its own count on the account starts again. */
  async succeed(keys: ThrottleKeys): Promise<void> {
    await this.counters.clear(pairKey(keys));
  }

  /**
   * Counts a try on the sign-in step, before anything else: false from the try past
   * `codesPerStep`, however many come at once (one atomic count per try, decision 076).
   */
  async tryStep(keys: ThrottleKeys): Promise<boolean> {
    if (!keys.step) return true;
    const tries = await this.counters.hit(stepKey(keys.step), {
      windowMs: MFA_STEP_SECONDS * 1000,
    });
    return tries.count <= this.limits.codesPerStep;
  }

  /**
   * The account's turn (decision 076): true for the one try that may check a secret of the
   * account now, false while another try on it, from any address and any process, holds
   * it. The first hit of the turn's window takes it; `endTurn` gives it back.
   */
  async takeTurn(keys: ThrottleKeys): Promise<boolean> {
    const turn = await this.counters.hit(turnKey(keys), { windowMs: this.limits.turnMs });
    return turn.count === 1;
  }

  async endTurn(keys: ThrottleKeys): Promise<void> {
    await this.counters.clear(turnKey(keys));
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
