import { PASSWORD_MESSAGES, passwordLengthProblem } from '@portal/shared';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rule of packages/shared (length, kept exactly as typed), plus the list of
 * common passwords, which only the server holds.
 */
export function passwordProblem(password: string): string | undefined {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return undefined;
}
