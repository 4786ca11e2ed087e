import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { PASSWORD_MESSAGES } from '../domain/password';
import { AdminTokensSchema } from './auth';
import { IdSchema } from './common';

/** Italian texts of the second factor, the same on the page and in the API's answers. */
export const MFA_MESSAGES = {
  codeRequired: 'Inserisci il codice di verifica',
  codeInvalid: 'Codice non valido o scaduto.',
  /** 401 LOGIN_STEP_OVER: the step between password and code expired; the password again. */
  stepExpired: 'L’accesso è scaduto: inserisci di nuovo e-mail e password.',
  /** 401 LOGIN_STEP_OVER: five wrong codes on one step (decision 076); the password again. */
  stepSpent: 'Troppi codici sbagliati per questo accesso: inserisci di nuovo e-mail e password.',
  totpFormat: 'Il codice è di 6 cifre',
  reauthRequired: 'Per questa operazione conferma la tua identità con la password o un codice.',
  reauthWrong: 'Password o codice non corretti.',
  resetSelf: 'Il secondo fattore di un amministratore può azzerarlo solo un altro amministratore.',
} as const;

/** How long a re-authentication lets dangerous actions through (ASVS 7.5.x). */
export const REAUTH_WINDOW_SECONDS = 5 * 60;
/** How long the step between password and second factor lasts. */
export const MFA_STEP_SECONDS = 5 * 60;

const MfaTokenSchema = z.string().min(1).max(2000);
/** A TOTP code (6 digits) or a recovery code (groups of letters and digits). */
const CodeSchema = z
  .string()
  .trim()
  .min(1, MFA_MESSAGES.codeRequired)
  .max(40, MFA_MESSAGES.codeInvalid);
const TotpCodeSchema = z
  .string()
  .trim()
  .min(1, MFA_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, MFA_MESSAGES.totpFormat);

/** What an enrolment shows: the secret as text and as a QR code (SVG) for the app. */
export const MfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type MfaEnrolment = z.infer<typeof MfaEnrolmentSchema>;

/**
 * POST /v2/admin/login: the password was right. `mfaToken` is good only for the next step
 * (a code, or the enrolment when `enrol` is set), never as a session.
 */
export const AdminLoginStepSchema = z.object({
  mfaToken: z.string(),
  enrol: MfaEnrolmentSchema.nullable(),
});
export type AdminLoginStep = z.infer<typeof AdminLoginStepSchema>;

/** POST /v2/admin/login/verify: a 6-digit code from the app, or a recovery code. */
export const AdminMfaVerifyBodySchema = z.object({ mfaToken: MfaTokenSchema, code: CodeSchema });
export type AdminMfaVerifyBody = z.infer<typeof AdminMfaVerifyBodySchema>;

/** POST /v2/admin/login/enrol: the first code of the offered secret confirms it. */
export const AdminMfaEnrolBodySchema = z.object({
  mfaToken: MfaTokenSchema,
  code: TotpCodeSchema,
});
export type AdminMfaEnrolBody = z.infer<typeof AdminMfaEnrolBodySchema>;

/** Ten single-use recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const AdminEnrolledSchema = AdminTokensSchema.extend(RecoveryCodesSchema.shape);
export type AdminEnrolled = z.infer<typeof AdminEnrolledSchema>;

/** POST /v2/admin/reauth: the password, or a code from the app. */
export const ReauthBodySchema = z.object({
  password: z
    .string()
    .min(1, 'Inserisci la password o il codice di verifica')
    .max(LIMITS.password, PASSWORD_MESSAGES.tooLong),
});
export type ReauthBody = z.infer<typeof ReauthBodySchema>;

export const AdminAccountSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  mfa: z.boolean(),
  self: z.boolean(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;
export const AdminAccountsSchema = z.array(AdminAccountSchema);
