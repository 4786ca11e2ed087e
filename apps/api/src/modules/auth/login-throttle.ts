import type { Clock } from '../../lib/clock';

interface Entry {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

export interface ThrottleLimits {
  /** Failures allowed per account within the window before it is locked. */
  perAccount: number;
  /** Failures allowed per address within the window before it is locked. */
  perAddress: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/**
 * Brute-force protection for logins (ASVS 6.3.1): failures are counted per account and
 * per address; past the limit that key is refused with 429 and Retry-After until the lock
 * ends. Kept in memory of this process (see docs/decisions/006-login-throttle.md).
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  /** Seconds until the first locked key frees up, or 0 when the attempt may go ahead. */
  retryAfter(keys: { account: string; address: string }): number {
    const now = this.clock.now();
    let wait = 0;
    for (const key of this.keysOf(keys)) {
      const e = this.entries.get(key);
      if (e && e.lockedUntil > now) wait = Math.max(wait, e.lockedUntil - now);
    }
    return Math.ceil(wait / 1000);
  }

  fail(keys: { account: string; address: string }): void {
    const now = this.clock.now();
    const [acct, addr] = this.keysOf(keys) as [string, string];
    this.bump(acct, now, this.limits.perAccount);
    this.bump(addr, now, this.limits.perAddress);
    if (this.entries.size > 100_000) this.prune(now);
  }

  succeed(keys: { account: string; address: string }): void {
    this.entries.delete(`acct:${keys.account}`);
  }

  private keysOf(keys: { account: string; address: string }) {
    return [`acct:${keys.account}`, `addr:${keys.address}`];
  }

  private bump(key: string, now: number, limit: number) {
    let e = this.entries.get(key);
    if (!e || now - e.windowStart > this.limits.windowMs) {
      e = { failures: 0, windowStart: now, lockedUntil: 0 };
      this.entries.set(key, e);
    }
    e.failures += 1;
    if (e.failures >= limit) e.lockedUntil = now + this.limits.lockMs;
  }

  private prune(now: number) {
    for (const [key, e] of this.entries) {
      if (e.lockedUntil < now && now - e.windowStart > this.limits.windowMs)
        this.entries.delete(key);
    }
  }
}
