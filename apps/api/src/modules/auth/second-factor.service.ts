import { ErrorCode, type AdminTokens } from '@portal/shared';
import {
  MFA_MESSAGES,
  REAUTH_WINDOW_SECONDS,
  type AdminAccount,
  type AdminEnrolled,
  type MfaEnrolment,
} from '@portal/shared/contracts/admin-mfa';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { ServiceDeps } from '../../lib/service-deps';
import { recordAudit } from '../audit/audit.service';
import { adminKeys, type AuthAdmin, type AuthService } from './auth.service';
import * as q from './auth.queries';
import * as mq from './second-factor.queries';
import {
  RECOVERY_CODE_COUNT,
  isTotpCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeHash,
  totpStep,
} from './second-factor';

// The admins' second factor (decision 039): enrolment, the code step of the login,
// re-authentication before dangerous actions, recovery codes, the reset by another admin.

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'log'>;

/** A code of the app counts once: its time step must be later than the last one accepted. */
const spendCode = async (deps: Pick<Deps, 'db'>, adminId: string, step: number | null) =>
  step !== null && (await mq.spendTotpStep(deps.db, adminId, step));

/** A new secret offered at the password step of an admin who has none yet. */
export async function offerEnrolment(
  deps: Deps,
  admin: { id: string; email: string },
): Promise<MfaEnrolment> {
  const secret = newTotpSecret();
  await mq.setPendingSecret(deps.db, admin.id, secret);
  const url = otpauthUrl(secret, admin.email, deps.config.productName);
  return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
}

/** Ten new recovery codes for the admin (the earlier ones stop working); shown once. */
async function newRecoveryCodes(deps: Pick<Deps, 'db'>, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await mq.replaceRecoveryCodes(deps.db, adminId, codes.map(recoveryCodeHash));
  return codes;
}

/** The second step of the login: a code from the app, or a recovery code (used once). */
export async function verifyLogin(
  deps: Deps,
  auth: AuthService,
  input: { mfaToken: string; code: string; address: string },
): Promise<AdminTokens> {
  const { admin, stepId } = await auth.adminOfStep(
    input.mfaToken,
    'verify',
    MFA_MESSAGES.codeInvalid,
  );
  const secret = admin.totpSecret;
  if (!secret) throw unauthorized(MFA_MESSAGES.codeInvalid);
  const now = deps.clock.now();
  const keys = { ...adminKeys(admin.email, input.address), code: true, step: stepId };
  const ok = await auth.checkSecret(keys, true, async () =>
    isTotpCode(input.code)
      ? spendCode(deps, admin.id, totpStep(secret, input.code, now))
      : mq.useRecoveryCode(deps.db, admin.id, recoveryCodeHash(input.code), new Date(now)),
  );
  if (!ok) throw unauthorized(MFA_MESSAGES.codeInvalid);
  if (!isTotpCode(input.code)) {
    deps.log.info(
      { event: 'admin_recovery_code_used', adminId: admin.id },
      'codice di recupero usato',
    );
  }
  return auth.openAdminSession(admin);
}

/** First login without a second factor: the first code of the offered secret confirms it. */
export async function confirmEnrolment(
  deps: Deps,
  auth: AuthService,
  input: { mfaToken: string; code: string; address: string },
): Promise<AdminEnrolled> {
  const { admin, stepId } = await auth.adminOfStep(
    input.mfaToken,
    'enrol',
    MFA_MESSAGES.codeInvalid,
  );
  if (admin.totpSecret) {
    throw conflict('Il secondo fattore è già attivo: accedi con il codice dell’app.');
  }
  const pending = admin.totpPendingSecret;
  if (!pending) throw unauthorized(MFA_MESSAGES.codeInvalid);
  const now = deps.clock.now();
  let step: number | null = null;
  const keys = { ...adminKeys(admin.email, input.address), code: true, step: stepId };
  const ok = await auth.checkSecret(keys, true, async () => {
    step = totpStep(pending, input.code, now);
    return step !== null;
  });
  if (!ok || step === null) throw unauthorized(MFA_MESSAGES.codeInvalid);
  const firstStep: number = step;
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    if (!(await mq.confirmSecret(tx, admin.id, pending, firstStep))) return null;
    return newRecoveryCodes({ db: tx }, admin.id);
  });
  if (!recoveryCodes) {
    throw conflict('Il secondo fattore è già attivo: accedi con il codice dell’app.');
  }
  deps.log.info({ event: 'admin_mfa_enrolled', adminId: admin.id }, 'secondo fattore attivato');
  return { ...(await auth.openAdminSession(admin)), recoveryCodes };
}

/** The admin confirms it is still them (password, or a code from the app) in this sign-in. */
export async function reauthenticate(
  deps: Deps,
  auth: AuthService,
  input: { admin: AuthAdmin; password: string; address: string },
): Promise<void> {
  const row = await q.findAdminById(deps.db, input.admin.id);
  if (!row) throw unauthorized();
  const now = deps.clock.now();
  const secret = row.totpSecret;
  // A code of the app counts in the admin's hourly budget of wrong codes (decision 076).
  const code = secret !== null && isTotpCode(input.password);
  const ok = await auth.checkSecret({ ...adminKeys(row.email, input.address), code }, true, () =>
    code
      ? spendCode(deps, row.id, totpStep(secret, input.password, now))
      : verifyPassword(row.passwordHash, input.password),
  );
  if (!ok) throw forbidden(MFA_MESSAGES.reauthWrong);
  await mq.markReauth(deps.db, input.admin.familyId, new Date(now));
}

/** The guard of a dangerous action: a re-authentication within the last five minutes. */
export function requireFreshReauth(deps: Pick<Deps, 'clock'>, admin: AuthAdmin | null) {
  const since = deps.clock.now() - REAUTH_WINDOW_SECONDS * 1000;
  if (!admin?.reauthAt || admin.reauthAt.getTime() <= since) {
    throw new AppError(403, ErrorCode.reauthRequired, MFA_MESSAGES.reauthRequired);
  }
}

/** 'Rigenera codici': ten new recovery codes, the old ones void. */
export async function regenerateRecoveryCodes(deps: Deps, admin: AuthAdmin): Promise<string[]> {
  const codes = await deps.db.transaction((tx) => newRecoveryCodes({ db: tx }, admin.id));
  deps.log.info(
    { event: 'admin_recovery_codes', adminId: admin.id },
    'codici di recupero rigenerati',
  );
  return codes;
}

export async function listAdmins(deps: Deps, self: AuthAdmin): Promise<AdminAccount[]> {
  const rows = await mq.listAdmins(deps.db);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    surname: r.surname,
    email: r.email,
    mfa: r.totpSecret !== null,
    self: r.id === self.id,
  }));
}

/**
 * Another admin's second factor removed (a lost phone), audited: their sign-ins end, and
 * they enrol again at the next login. Never one's own: that would undo the second factor.
 */
export async function resetSecondFactor(deps: Deps, actor: AuthAdmin, targetId: string) {
  if (targetId === actor.id) throw forbidden(MFA_MESSAGES.resetSelf);
  const target = await q.findAdminById(deps.db, targetId);
  if (!target) throw notFound('Amministratore non trovato.');
  const now = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    await mq.clearSecondFactor(tx, targetId, now);
    await recordAudit(tx, {
      adminId: actor.id,
      entity: 'admin',
      entityId: targetId,
      action: 'update',
      changes: [
        { field: 'secondoFattore', old: target.totpSecret ? 'attivo' : 'assente', new: 'azzerato' },
      ],
    });
  });
  deps.log.info(
    { event: 'admin_mfa_reset', adminId: actor.id, targetAdminId: targetId },
    'secondo fattore azzerato',
  );
}
