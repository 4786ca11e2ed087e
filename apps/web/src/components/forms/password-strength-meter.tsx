import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@portal/shared/password-strength';
import styles from './password-strength-meter.module.css';

const LABELS = ['Molto debole', 'Debole', 'Migliorabile', 'Buona', 'Ottima'] as const;
const LEVELS = ['low', 'low', 'mid', 'good', 'good'] as const;

interface Props {
  /** The new password as typed. */
  password: string;
  /** The account's own words (e-mail, names): a password built from them is weak. */
  userInputs?: readonly string[];
}

/**
 * How hard the new password is to guess, as the server will judge it (score 3 of 4 or more,
 * decision 035). The estimator and its dictionaries load on the first character typed.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: Props) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void import('@portal/shared/password-strength')
        .then((m) => m.passwordStrength(password, inputs.split('\n')))
        .then((result) => {
          if (current) setStrength(result);
        })
        // Without the estimator the server still judges the password on submit.
        .catch(() => undefined);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  const score = password === '' ? null : strength?.score;
  const advice =
    strength && score !== null && score !== undefined && score < 3
      ? (strength.warning ?? strength.suggestions[0] ?? null)
      : null;
  return (
    <div className={styles.meter} data-level={score == null ? undefined : LEVELS[score]}>
      <div className={styles.bar} aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={score != null && score >= step ? styles.on : undefined} />
        ))}
      </div>
      <p className={styles.text} aria-live="polite">
        {score == null ? null : (
          <>
            Sicurezza della password: <strong>{LABELS[score]}</strong>
            {score < 3 ? ' (non basta: allungala o aggiungi parole meno comuni)' : null}
            {advice ? <span className={styles.advice}>{advice}</span> : null}
          </>
        )}
      </p>
    </div>
  );
}
