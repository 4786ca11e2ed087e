import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LIMITS, PASSWORD_MIN } from '@portal/shared';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter';
import { TextField } from '../../../components/forms/text-field';
import styles from './registration-form.module.css';

interface PasswordShape {
  password: string;
  confermaPassword: string;
}
/** The registration's own words that make a password easy to guess. */
interface OwnWords {
  password: string;
  email: string;
  nome: string;
}

/** Password and its confirmation (QUALITY.md S2), with a "show" switch for both. */
export function PasswordFields() {
  const showId = useId();
  const [show, setShow] = useState(false);
  const type = show ? 'text' : 'password';
  const [password, email, nome] = useWatch<OwnWords>({ name: ['password', 'email', 'nome'] });
  const ownWords = [email ?? '', nome ?? ''];
  return (
    <>
      <TextField<PasswordShape>
        name="password"
        label="Password"
        type={type}
        required
        autoComplete="new-password"
        maxLength={LIMITS.password}
      />
      <PasswordStrengthMeter password={password ?? ''} userInputs={ownWords} />
      <TextField<PasswordShape>
        name="confermaPassword"
        label="Conferma password"
        type={type}
        required
        autoComplete="new-password"
        maxLength={LIMITS.password}
      />
      <p className={styles.hint}>
        Almeno {PASSWORD_MIN} caratteri e difficile da indovinare: la barra sotto la password dice
        se basta. Le password più diffuse (come «password123») sono rifiutate.
      </p>
      <label className={styles.inlineCheck} htmlFor={showId}>
        <input
          id={showId}
          type="checkbox"
          checked={show}
          onChange={(e) => setShow(e.target.checked)}
        />
        Mostra le password
      </label>
    </>
  );
}
