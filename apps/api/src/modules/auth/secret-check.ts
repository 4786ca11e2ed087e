import { ErrorCode } from '@portal/shared';
import { MFA_MESSAGES } from '@portal/shared/contracts/admin-mfa';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { AccountKind } from './auth.mails';
import type { LoginThrottle, ThrottleKeys } from './login-throttle';

const ACCOUNT_BUSY =
  'È in corso un altro tentativo di accesso a questo account: riprova tra qualche secondo.';

/** 401: the admin's sign-in step is over; the page goes back to the password (decision 076). */
export const stepOver = (message: string) => new AppError(401, ErrorCode.loginStepOver, message);

/** Whose secret is checked: the throttle's keys, and the owner to mail when it is attacked. */
export type SecretKeys = ThrottleKeys & { kind: AccountKind; email: string };

export interface SecretCheckEffects {
  /** How a slowed try waits (decision 033). */
  sleep: (ms: number) => Promise<void>;
  /** The account just came under attack (decision 033): mail its owner. Never throws. */
  underAttack: (kind: AccountKind, email: string) => Promise<void>;
}

/**
 * A secret checked under the login throttle (decisions 033, 039 and 076), in this order:
 * 1. a try on a sign-in step is counted, whatever comes of it: the 6th is refused unchecked;
 * 2. the account's turn: while another try on the account is being checked, from any
 *    address or process, this one is refused (429) without being checked;
 * 3. holding the turn: the verdict (a refused address, an admin out of codes for the hour),
 *    the account's delay, the check, and its count. Then the turn is given back.
 * So failures on one account are counted one at a time, and a delay holds the account.
 */
export async function checkUnderThrottle(
  throttle: LoginThrottle,
  effects: SecretCheckEffects,
  keys: SecretKeys,
  known: boolean,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const stepOpen = await throttle.tryStep(keys);
  if (!(await throttle.takeTurn(keys))) {
    throw new AppError(429, ErrorCode.tooMany, ACCOUNT_BUSY, undefined, {
      'retry-after': String(throttle.busyRetryAfter()),
    });
  }
  try {
    const verdict = await throttle.check(keys);
    if (verdict.retryAfter > 0) throw tooManyRequests(verdict.retryAfter);
    if (!stepOpen) throw stepOver(MFA_MESSAGES.stepSpent);
    if (verdict.delayMs > 0) await effects.sleep(verdict.delayMs);
    const ok = await check();
    if (!ok || !known) {
      const { alarm } = await throttle.fail(keys);
      if (alarm && known) void effects.underAttack(keys.kind, keys.email);
      return false;
    }
    await throttle.succeed(keys);
    return true;
  } finally {
    await throttle.endTurn(keys);
  }
}
