import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { totpCode } from '../../apps/api/src/modules/auth/second-factor';
import { E2E_ADMIN_TOTP_SECRET, PORTAL_INDEX, portalArtifacts } from './env';

const STEP_MS = 30_000;
/** How much of the current step must be left to hand out the previous step's code. */
const PREVIOUS_STEP_MARGIN_MS = 10_000;
/**
 * The steps already handed out to this worker's portal, per secret, kept on disk: a
 * restarted worker must not reuse one. Each portal has its own database, so a code one
 * portal took is still good on another.
 */
const DIR = portalArtifacts(PORTAL_INDEX);
const TOTP_STATE = join(DIR, 'totp-steps.json');

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
 * typing just as the app turns over would, this takes the previous code (while the step
 * has at least 10 s left), then the current one, then the next, and otherwise waits for a
 * new step: up to three sign-ins a step, not two.
 */
export async function adminCode(secret = E2E_ADMIN_TOTP_SECRET): Promise<string> {
  for (;;) {
    const steps = read();
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const last = steps[secret];
    // The previous step's code stays good only until this step ends: taken with time to
    // spare, so it does not expire on its way to the server.
    const earliest = now % STEP_MS < STEP_MS - PREVIOUS_STEP_MARGIN_MS ? current - 1 : current;
    const step = last === undefined ? earliest : Math.max(earliest, last + 1);
    if (step <= current + 1) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(TOTP_STATE, JSON.stringify({ ...steps, [secret]: step }));
      return totpCode(secret, step * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 50));
  }
}
