import type { Clock } from '../../lib/clock';

interface Entry {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

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
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccountAndAddress: 5,
  perAddress: 20,
  accountSlowAfter: 10,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export interface ThrottleKeys {
  /** The account tried (its normalised e-mail, `admin:` before an admin's). */
  account: string;
  /** The client's address. */
  address: string;
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
 * delay. Counts live in this process's memory (decision 006; sharing them across processes
 * is issue 14's).
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  check(keys: ThrottleKeys): Verdict {
    const now = this.clock.now();
    let wait = 0;
    for (const key of [pairKey(keys), addressKey(keys)]) {
      const e = this.live(key, now);
      if (e && e.lockedUntil > now) wait = Math.max(wait, e.lockedUntil - now);
    }
    const account = this.live(accountKey(keys), now)?.failures ?? 0;
    const over = account - this.limits.accountSlowAfter;
    const delayMs =
      over < 0
        ? 0
        : Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(over, 20));
    return { retryAfter: Math.ceil(wait / 1000), delayMs };
  }

  /** Counts a failure; true when it is the one that puts the account under attack (mail its owner). */
  fail(keys: ThrottleKeys): { alarm: boolean } {
    const now = this.clock.now();
    this.bump(pairKey(keys), now, this.limits.perAccountAndAddress);
    this.bump(addressKey(keys), now, this.limits.perAddress);
    const account = this.bump(accountKey(keys), now, Number.POSITIVE_INFINITY);
    if (this.entries.size > 100_000) this.prune(now);
    return { alarm: account.failures === this.limits.accountSlowAfter };
  }

  /** The right password from this address: its own count on the account starts again. */
  succeed(keys: ThrottleKeys): void {
    this.entries.delete(pairKey(keys));
  }

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (now - e.windowStart > this.limits.windowMs && e.lockedUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private bump(key: string, now: number, limit: number): Entry {
    let e = this.live(key, now);
    if (!e) {
      e = { failures: 0, windowStart: now, lockedUntil: 0 };
      this.entries.set(key, e);
    }
    e.failures += 1;
    if (e.failures >= limit) e.lockedUntil = now + this.limits.lockMs;
    return e;
  }

  private prune(now: number) {
    for (const key of [...this.entries.keys()]) this.live(key, now);
  }
}

const pairKey = (k: ThrottleKeys) => `pair:${k.account}|${k.address}`;
const addressKey = (k: ThrottleKeys) => `addr:${k.address}`;
const accountKey = (k: ThrottleKeys) => `acct:${k.account}`;
