import { linksInLastHour } from '../../db/one-time-tokens';
import {
  ErrorCode,
  FORGOT_PASSWORD_MESSAGE,
  RESET_TOKEN_TTL_SECONDS,
  type PasswordLinkKind,
} from '@portal/shared';
import { AppError, badRequest } from '../../lib/errors';
import { renderMail } from '../../lib/mail-template';
import { hashPassword } from '../../lib/passwords';
import { hashOpaqueToken, randomToken } from '../../lib/tokens';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../lib/service-deps';
import { notifyPasswordChanged } from './auth.notify';
import { revokeAllAgencySessions } from './auth.queries';
import { recordAudit } from '../audit/audit.service';
import { passwordProblem } from './password-policy';
import * as q from './password-reset.queries';

type Ctx = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'outbox' | 'clock' | 'log'>;

/** At most this many reset mails per agency per hour; further requests answer the same, silently. */
const MAX_RESETS_PER_HOUR = 3;
const INVALID_LINK: Record<PasswordLinkKind, string> = {
  reset: 'Il link non è valido o è scaduto: richiedine uno nuovo da “Password dimenticata?”.',
  invite:
    'Il link di invito non è valido o è scaduto: chiedi un nuovo invito al tuo mediatore creditizio.',
};
/** What the page says when it opens on a link that no longer works. */
const LINK_GONE: Record<PasswordLinkKind, string> = {
  reset:
    'Questo link è scaduto o è già stato usato: richiedine uno nuovo da “Password dimenticata?”.',
  invite:
    'Questo invito è scaduto o è già stato usato: chiedi un nuovo invito al tuo mediatore creditizio.',
};

export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/area-riservata/reset-password/${token}`;

/**
 * Forgotten password (QUALITY S4, S5; decision 038): the same answer in the same time
 * whether the e-mail exists or not. The request only stores a job; the job finds the
 * account and, if there is one, stores a 256-bit single-use link valid one hour (hashed,
 * built from PUBLIC_URL, never the request's Host) and its mail in one transaction.
 */
export async function requestPasswordReset(deps: Ctx, email: string): Promise<{ message: string }> {
  await deps.outbox.enqueue('password_reset', { email: email.trim().toLowerCase() });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** The job of a forgotten-password request (above). */
export async function completePasswordReset(deps: Ctx, job: { email: string }): Promise<void> {
  const agency = await q.findAgencyForReset(deps.db, job.email);
  if (!agency) return;
  const now = new Date(deps.clock.now());
  const recent = await linksInLastHour(deps.db, agency.id, 'reset', now);
  if (recent >= MAX_RESETS_PER_HOUR) {
    deps.log.warn(
      { event: 'password_reset_capped', agencyId: agency.id },
      'troppe richieste di reset per questa agenzia',
    );
    return;
  }
  const { token, hash } = randomToken();
  const url = resetLink(deps.config.publicUrl, token);
  const { html, text } = renderMail(deps.config.brand, deps.config.productName, {
    greeting: `Gentile ${agency.nome},`,
    paragraphs: [
      'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account nell’Area Riservata.',
      'Per scegliere una nuova password usa il pulsante qui sotto.',
    ],
    action: { label: 'Scegli una nuova password', url },
    note: 'Il link vale 1 ora e si può usare una sola volta. Se non hai chiesto tu il cambio, ignora questa e-mail: la tua password resta invariata.',
  });
  await deps.db.transaction(async (tx) => {
    await q.insertResetToken(tx, {
      agencyId: agency.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      now,
    });
    const subject = `${deps.config.productName} – Reimposta la password`;
    await deps.mailer.send(
      { to: agency.email, subject, html, text, links: [url], awaited: true },
      tx,
    );
  });
  deps.log.info({ event: 'password_reset_requested', agencyId: agency.id }, 'link di reset creato');
}

/**
 * Whether a reset link still works, asked when its page opens: nothing is used up, so the
 * link stays valid for the password the user is about to type. Unknown, used and expired
 * links get the same 410 (a guessed token learns nothing more).
 */
export async function checkResetLink(
  deps: Pick<Ctx, 'db' | 'clock'>,
  token: string,
  kind: PasswordLinkKind = 'reset',
) {
  const now = new Date(deps.clock.now());
  if (!(await q.isResetTokenUsable(deps.db, hashOpaqueToken(token), now, kind))) {
    throw new AppError(410, ErrorCode.tokenExpired, LINK_GONE[kind]);
  }
}

/**
 * Sets the new password from a reset or invitation link: the policy first (a refused
 * password keeps the link usable), then in one transaction the link is used up, the hash
 * replaced, every other link and every session of the agency revoked. An accepted
 * invitation enters the agency's audit trail (decision 059).
 */
export async function resetPassword(
  deps: Ctx & Pick<ServiceDeps, 'emailDigest'>,
  token: string,
  password: string,
  kind: PasswordLinkKind = 'reset',
): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw badRequest(problem, { password: problem });
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.clock.now());
  const done = await deps.db.transaction(async (tx) => {
    const id = await q.consumeResetToken(tx, hashOpaqueToken(token), now, kind);
    if (!id) return undefined;
    const email = await q.setAgencyPasswordHash(tx, id, passwordHash, now);
    await q.retireResetTokens(tx, id, now);
    await revokeAllAgencySessions(tx, id, now);
    if (kind === 'invite') await recordInviteAccepted(tx, id);
    return { id, email };
  });
  if (!done) throw badRequest(INVALID_LINK[kind], { token: INVALID_LINK[kind] });
  deps.log.info(
    { event: kind === 'invite' ? 'invitation_accepted' : 'password_reset_done', agencyId: done.id },
    kind === 'invite' ? 'invito accettato, password scelta' : 'password reimpostata con link',
  );
  if (done.email) await notifyPasswordChanged(deps, 'agency', done.email);
}

/**
 * The agency's own step, recorded as its own (decision 057): the trail shows "(l'agenzia
 * stessa)", the password and the invitation changed.
 */
async function recordInviteAccepted(tx: DbOrTx, agencyId: string) {
  await recordAudit(tx, {
    agencyId,
    entity: 'agency',
    entityId: agencyId,
    action: 'update',
    changes: [
      { field: 'password', old: '••••', new: '••••' },
      { field: 'invito', old: 'in attesa', new: 'accettato: password scelta dall’agenzia' },
    ],
  });
}
