import { z } from 'zod';

/**
 * The password rule (ASVS 6.2.x), the one both sides apply: at least 8 characters, at most
 * 256, kept exactly as typed (no trimming, no truncation). The server also refuses the most
 * common passwords, a word list too large for the page.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const PASSWORD_MESSAGES = {
  required: 'Inserisci la password',
  tooShort: `La password deve avere almeno ${PASSWORD_MIN} caratteri.`,
  tooLong: `La password può avere al massimo ${PASSWORD_MAX} caratteri.`,
  common: 'Questa password è troppo comune: scegline una meno prevedibile.',
  /** The hint under a new-password field. */
  hint: `Almeno ${PASSWORD_MIN} caratteri; evita le password più comuni.`,
} as const;

/** The length part of the rule; undefined when the password passes it. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

/** A new password in a form or a request body; `required` is the message when it is missing. */
export const newPasswordSchema = (required: string = PASSWORD_MESSAGES.required) =>
  z
    .string({ message: required })
    .min(1, { message: required })
    .min(PASSWORD_MIN, { message: PASSWORD_MESSAGES.tooShort })
    .max(PASSWORD_MAX, { message: PASSWORD_MESSAGES.tooLong });
