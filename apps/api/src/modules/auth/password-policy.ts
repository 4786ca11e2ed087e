import { passwordLengthProblem, PASSWORD_MESSAGES } from '@portal/shared';
import {
  MIN_PASSWORD_SCORE,
  passwordStrength,
  weakPasswordMessage,
} from '@portal/shared/password-strength';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rule of packages/shared (length, kept exactly as typed), the list of common
 * passwords, which only the server holds, and zxcvbn's estimate at score 3 or more, with
 * the account's own words (e-mail, names) counted as easy to guess (decision 035).
 */
export async function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | undefined> {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  const strength = await passwordStrength(password, userInputs);
  if (strength.score < MIN_PASSWORD_SCORE) return weakPasswordMessage(strength);
  return undefined;
}
