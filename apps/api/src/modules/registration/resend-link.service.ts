import { linksInLastHour } from '../../db/one-time-tokens';
import { RESEND_LINK_MESSAGE, VERIFY_LINK_TTL_HOURS } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { randomToken } from '../../lib/tokens';
import { resentLinkMail, verifyLink } from './registration.mails';
import * as q from './registration.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'outbox' | 'clock' | 'log'>;

/** At most this many verification links per account per hour; more requests answer the same. */
const MAX_LINKS_PER_HOUR = 3;
const TOKEN_TTL_MS = VERIFY_LINK_TTL_HOURS * 60 * 60 * 1000;

/**
 * «Invia di nuovo il link» (QUALITY.md S4, decision 038): like the forgotten password, the
 * request only stores a job and answers, so its path and its answer are the same for a
 * pending, a confirmed and an unknown address.
 */
export async function requestVerificationResend(
  deps: Ctx,
  email: string,
): Promise<{ message: string }> {
  await deps.outbox.enqueue('verification_resend', { email: email.trim().toLowerCase() });
  return { message: RESEND_LINK_MESSAGE };
}

/**
 * The job: an account still DA CONFERMARE gets a fresh link and its mail, stored in one
 * transaction. Links mailed before stay valid until they expire (the first one opened
 * confirms the account and uses up the others), so a mail that arrives late still works.
 * A confirmed or unknown address gets nothing: the owner of a confirmed account signs in.
 */
export async function completeVerificationResend(deps: Ctx, job: { email: string }): Promise<void> {
  const account = await q.findAccountByEmail(deps.db, job.email);
  if (!account || account.state !== 'DA CONFERMARE') return;
  const now = new Date(deps.clock.now());
  const recent = await linksInLastHour(deps.db, account.id, 'verify', now);
  if (recent >= MAX_LINKS_PER_HOUR) {
    deps.log.warn(
      { event: 'verification_resend_capped', agencyId: account.id },
      'troppe richieste di un nuovo link di verifica per questo account',
    );
    return;
  }
  const token = randomToken();
  const link = verifyLink(deps.config, token.token);
  await deps.db.transaction(async (tx) => {
    await q.insertVerifyToken(
      tx,
      account.id,
      token.hash,
      new Date(now.getTime() + TOKEN_TTL_MS),
      now,
    );
    await deps.mailer.send(resentLinkMail(deps.config, account, link), tx);
  });
  deps.log.info(
    { event: 'verification_resent', agencyId: account.id },
    'nuovo link di verifica inviato',
  );
}
