import { COMMON_PASSWORDS } from './common-passwords';

/** Password rules (ASVS 6.2.x): at least 8 characters, at most 256, not a common one.
 * Kept exactly as typed: no trimming, no truncation (a 64-character password works). */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'La password deve avere almeno 8 caratteri.';
  if (password.length > 256) return 'La password può avere al massimo 256 caratteri.';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'Questa password è troppo comune: scegline una meno prevedibile.';
  }
  return undefined;
}
