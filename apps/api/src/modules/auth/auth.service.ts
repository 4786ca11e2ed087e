import { randomUUID } from 'node:crypto';
import { TOKEN_TTL, ErrorCode, type AdminTokens, type UserLoginResponse } from '@portal/shared';
import {
  MFA_MESSAGES,
  MFA_STEP_SECONDS,
  type AdminLoginStep,
} from '@portal/shared/contracts/admin-mfa';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, tokenExpired, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashOpaqueToken, randomToken, type TokenSigner } from '../../lib/tokens';
import type { AdminRow } from '../../db/schema/index';
import { agencyView } from '../agencies/agencies.service';
import * as q from './auth.queries';
import type { LoginThrottle } from './login-throttle';
import {
  checkUnderThrottle,
  stepOver,
  type SecretCheckEffects,
  type SecretKeys,
} from './secret-check';

// The password rule and session revocation as other modules use them.
export { passwordProblem } from './password-policy';
export { revokeAllAgencySessions } from './auth.queries';
export { notifyPasswordChanged } from './auth.notify';

export interface AuthAgency {
  id: string;
  sessionId: string;
  agenteInterno: boolean;
  referenteId: string | null;
}
/** What a valid agency token says: who, and which session (not yet checked in the database). */
export interface AgencyClaims {
  agencyId: string;
  sessionId: string;
}
export interface AuthAdmin {
  id: string;
  familyId: string;
  /** When the admin last confirmed their identity in this sign-in (decision 039). */
  reauthAt: Date | null;
}

const WRONG_CREDENTIALS = 'E-mail o password non corretti.';
const SESSION_OVER = 'La sessione è durata il tempo massimo: effettua di nuovo il login.';
const SESSION_INVALID = 'Sessione non più valida: effettua di nuovo il login.';
/**
 * How long a rotated refresh token still answers (decision 075): a second tab or process
 * that refreshed with it at the same moment gets a pair of its own in the same sign-in.
 * Later, a use of it is a replay and ends the sign-in.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: string) => UUID.test(v);
const normEmail = (email: string) => email.trim().toLowerCase();
/** An admin's throttle counts: password and second factor share them (decision 039). */
export const adminKeys = (email: string, address: string) => ({
  account: `admin:${normEmail(email)}`,
  address,
  kind: 'admin' as const,
  email: normEmail(email),
});

/** What the service does beside checking: hold a slowed try, tell an owner their account is tried. */
export interface AuthEffects extends SecretCheckEffects {
  /** How long an admin's sign-in lasts, refreshes included (ASVS 7.3.2; default 12 hours). */
  adminSessionMaxMs: number;
  /** A secret offered to an admin without a second factor, after the right password. */
  offerEnrolment: (admin: { id: string; email: string }) => Promise<AdminLoginStep['enrol']>;
}

/** Logins, bearer tokens and their revocation for agencies and admins. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenSigner,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottle,
    private readonly effects: AuthEffects,
  ) {}

  private nowSeconds() {
    return Math.floor(this.clock.now() / 1000);
  }

  /**
   * Every check of a password goes through here (both logins, the change of password): the
   * throttle's verdict first (decision 033), then the hash.
   */
  async checkPassword(
    keys: SecretKeys,
    hash: string | undefined,
    password: string,
  ): Promise<boolean> {
    // Unknown accounts verify against a dummy hash: same time, same answer.
    return this.checkSecret(keys, hash !== undefined, async () =>
      verifyPassword(hash ?? (await dummyPasswordHash()), password),
    );
  }

  /**
   * Every check of something only the owner knows (a password, a code of the second
   * factor, a recovery code) under the same throttle and counts, one at a time per account
   * (decisions 033, 039 and 076).
   */
  async checkSecret(keys: SecretKeys, known: boolean, check: () => Promise<boolean>) {
    return checkUnderThrottle(this.throttle, this.effects, keys, known, check);
  }

  async loginAgency(email: string, password: string, address: string): Promise<UserLoginResponse> {
    const account = normEmail(email);
    const row = await q.findAgencyByEmail(this.db, account);
    const keys = { account, address, kind: 'agency' as const, email: account };
    if (!(await this.checkPassword(keys, row?.passwordHash, password)) || !row) {
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (row.state !== 'CONFERMATO') {
      throw new AppError(
        403,
        ErrorCode.notConfirmed,
        'Account non ancora confermato: apri il link di verifica che ti abbiamo inviato per e-mail.',
      );
    }
    const exp = this.nowSeconds() + TOKEN_TTL.user;
    const sessionId = await q.createAgencySession(this.db, row.id, new Date(exp * 1000));
    const token = await this.tokens.sign({
      typ: 'user',
      sub: row.id,
      sid: sessionId,
      iat: this.nowSeconds(),
      exp,
    });
    const agenzia = await agencyView({ db: this.db }, row.id);
    return { token, agenzia: agenzia! };
  }

  /** The token's signature, type and expiry; the session is checked by the caller. */
  async agencyClaims(token: string): Promise<AgencyClaims> {
    const result = await this.tokens.verify(token, 'user', this.nowSeconds());
    if (!result.ok) throw result.reason === 'expired' ? tokenExpired() : unauthorized();
    const { sub, sid } = result.claims;
    if (!isUuid(sub) || !isUuid(sid)) throw unauthorized();
    return { agencyId: sub, sessionId: sid };
  }

  async authenticateAgency(token: string): Promise<AuthAgency> {
    const { agencyId: sub, sessionId: sid } = await this.agencyClaims(token);
    const row = await q.findSessionAgency(this.db, sid, sub, new Date(this.clock.now()));
    if (!row) throw unauthorized();
    return {
      id: row.id,
      sessionId: sid,
      agenteInterno: row.agenteInterno,
      referenteId: row.referenteId,
    };
  }

  async logoutAgency(sessionId: string) {
    await q.revokeAgencySession(this.db, sessionId, new Date(this.clock.now()));
  }

  /**
   * The password step of an admin's login (decision 039): it never opens a session. Its
   * token is good for five minutes and only for the second factor (or the enrolment of one).
   */
  async loginAdmin(email: string, password: string, address: string): Promise<AdminLoginStep> {
    const row = await q.findAdminByEmail(this.db, normEmail(email));
    const ok = await this.checkPassword(adminKeys(email, address), row?.passwordHash, password);
    if (!ok || !row || !row.active) throw unauthorized(WRONG_CREDENTIALS);
    const enrol = row.totpSecret ? null : await this.effects.offerEnrolment(row);
    const now = this.nowSeconds();
    const mfaToken = await this.tokens.sign({
      typ: 'admin-mfa',
      sub: row.id,
      sid: enrol ? 'enrol' : 'verify',
      iat: now,
      exp: now + MFA_STEP_SECONDS,
      jti: randomUUID(), // its codes are counted (decision 076)
    });
    return { mfaToken, enrol };
  }

  /**
   * The admin named by a sign-in step token of that kind, and the step's id (its codes are
   * counted), or 401 with the code's message.
   */
  async adminOfStep(
    mfaToken: string,
    step: 'enrol' | 'verify',
    refusal: string,
  ): Promise<{ admin: AdminRow; stepId: string }> {
    const result = await this.tokens.verify(mfaToken, 'admin-mfa', this.nowSeconds());
    if (!result.ok && result.reason === 'expired') throw stepOver(MFA_MESSAGES.stepExpired);
    if (!result.ok || result.claims.sid !== step || !isUuid(result.claims.sub)) {
      throw unauthorized(refusal);
    }
    const row = await q.findAdminById(this.db, result.claims.sub);
    if (!row || !row.active) throw unauthorized(refusal);
    // A step signed before steps had an id is named by its text.
    return { admin: row, stepId: result.claims.jti ?? hashOpaqueToken(mfaToken) };
  }

  /** Both factors given: a new sign-in (token family) and its tokens. */
  async openAdminSession(admin: {
    id: string;
    name: string;
    surname: string;
    email: string;
  }): Promise<AdminTokens> {
    const familyId = await q.createTokenFamily(this.db, admin.id, new Date(this.clock.now()));
    return this.issueAdminTokens(admin, familyId);
  }

  private async issueAdminTokens(
    admin: { id: string; name: string; surname: string; email: string },
    familyId: string,
  ): Promise<AdminTokens> {
    const now = this.nowSeconds();
    const accessToken = await this.tokens.sign({
      typ: 'admin-access',
      sub: admin.id,
      sid: familyId,
      iat: now,
      exp: now + TOKEN_TTL.adminAccess,
    });
    const refresh = randomToken();
    await q.insertRefreshToken(
      this.db,
      familyId,
      refresh.hash,
      new Date((now + TOKEN_TTL.adminRefresh) * 1000),
    );
    return {
      accessToken,
      refreshToken: refresh.token,
      admin: { _id: admin.id, name: admin.name, surname: admin.surname, email: admin.email },
    };
  }

  /**
   * Rotation: each refresh token works once; a replayed one revokes its whole family. A use
   * within `REFRESH_REUSE_GRACE_MS` of the first is the same browser or another process
   * refreshing at that moment (decision 075): it gets its own pair in the family.
   */
  async refreshAdmin(refreshToken: string): Promise<AdminTokens> {
    const now = new Date(this.clock.now());
    const row = await q.findRefreshToken(this.db, hashOpaqueToken(refreshToken));
    if (!row || row.familyRevokedAt) throw unauthorized();
    if (row.usedAt) await this.refuseReplay(row.familyId, row.usedAt, now);
    if (row.expiresAt <= now) throw tokenExpired();
    if (row.familyCreatedAt.getTime() <= now.getTime() - this.effects.adminSessionMaxMs) {
      await q.revokeFamily(this.db, row.familyId, now);
      throw unauthorized(SESSION_OVER);
    }
    if (!row.usedAt) {
      const used = await q.markRefreshUsed(this.db, row.id, now);
      if (!used) throw unauthorized();
      if (!used.first) await this.refuseReplay(row.familyId, used.usedAt, now);
    }
    const admin = await q.findAdminById(this.db, row.adminId);
    if (!admin || !admin.active) throw unauthorized();
    return this.issueAdminTokens(admin, row.familyId);
  }

  /** A token used at `usedAt` is offered again: past the grace, the family ends. */
  private async refuseReplay(familyId: string, usedAt: Date, now: Date) {
    if (now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) return;
    await q.revokeFamily(this.db, familyId, now);
    throw unauthorized(SESSION_INVALID);
  }

  async authenticateAdmin(token: string): Promise<AuthAdmin> {
    const result = await this.tokens.verify(token, 'admin-access', this.nowSeconds());
    if (!result.ok) throw result.reason === 'expired' ? tokenExpired() : unauthorized();
    const { sub, sid } = result.claims;
    if (!isUuid(sub) || !isUuid(sid)) throw unauthorized();
    const bornAfter = new Date(this.clock.now() - this.effects.adminSessionMaxMs);
    const row = await q.findFamilyAdmin(this.db, sid, sub, bornAfter);
    if (!row) throw unauthorized();
    return { id: row.id, familyId: sid, reauthAt: row.reauthAt };
  }

  async logoutAdmin(familyId: string) {
    await q.revokeFamily(this.db, familyId, new Date(this.clock.now()));
  }

  async getAdmin(id: string) {
    const a = await q.findAdminById(this.db, id);
    if (!a) throw unauthorized();
    return { _id: a.id, name: a.name, surname: a.surname, email: a.email };
  }
}
