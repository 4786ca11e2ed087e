// How hard a password is to guess (ASVS 6.2.x, issue 15 point 6): zxcvbn's estimate with
// the common, Italian and English dictionaries, the same on the server (the rule) and in
// the page (the meter). The dictionaries are megabytes: they load on first use, in the
// page only when a new password is typed (decision 035).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** The lowest score (0–4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's Italian warning, e.g. "Questa è una password di uso comune.", or null. */
  warning: string | null;
  suggestions: string[];
}

let estimator: Promise<ZxcvbnFactory> | undefined;

function load(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-it'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, it, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...it.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: it.translations,
      }),
  );
  return estimator;
}

/**
 * The estimate for `password`; `userInputs` are words of the account itself (e-mail, names)
 * that make a password built from them weak. Only the first 100 characters are looked at:
 * past them any password is strong, and the estimate's time grows with the length.
 */
export async function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordStrength> {
  const factory = await load();
  const words = userInputs
    .flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 3);
  const result = factory.check(password.slice(0, 100), words);
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/** The refusal of a password under the minimum score, in Italian, with zxcvbn's reason. */
export function weakPasswordMessage(strength: PasswordStrength): string {
  const reason = strength.warning ? ` (${strength.warning.replace(/\.$/, '').toLowerCase()})` : '';
  return `Questa password è troppo facile da indovinare${reason}: allungala o aggiungi parole meno comuni.`;
}
