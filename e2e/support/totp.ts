import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { totpCode } from '../../apps/api/src/modules/auth/second-factor';
import { ARTIFACTS, E2E_ADMIN_TOTP_SECRET } from './env';

const STEP_MS = 30_000;
/** The steps already handed out, per secret, kept on disk: a restarted worker must not reuse one. */
export const TOTP_STATE = join(ARTIFACTS, 'totp-steps.json');

const read = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(TOTP_STATE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * A code of the authenticator app the server has not accepted yet. A code counts once
 * (decision 039) and the server allows one step of drift either way, so, as a person
 * typing just as the app turns over would, this takes the previous code, then the current
 * one, then the next, and otherwise waits for a new step: three sign-ins a step, not two.
 */
export async function adminCode(secret = E2E_ADMIN_TOTP_SECRET): Promise<string> {
  for (;;) {
    const steps = read();
    const current = Math.floor(Date.now() / STEP_MS);
    const last = steps[secret];
    const step = last === undefined ? current - 1 : Math.max(current - 1, last + 1);
    if (step <= current + 1) {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(TOTP_STATE, JSON.stringify({ ...steps, [secret]: step }));
      return totpCode(secret, step * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 50));
  }
}
