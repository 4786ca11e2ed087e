import { useId, useState } from 'react';
import { LIMITS, PASSWORD_MIN } from '@portal/shared';
import { TextField } from './text-field';
import styles from './registration-form.module.css';

interface PasswordShape {
  password: string;
  confermaPassword: string;
}

/** Password and its confirmation (QUALITY.md S2), with a "show" switch for both. */
export function PasswordFields() {
  const showId = useId();
  const [show, setShow] = useState(false);
  const type = show ? 'text' : 'password';
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
      <TextField<PasswordShape>
        name="confermaPassword"
        label="Conferma password"
        type={type}
        required
        autoComplete="new-password"
        maxLength={LIMITS.password}
      />
      <p className={styles.hint}>
        Almeno {PASSWORD_MIN} caratteri. Evita le password più diffuse (come «password123»): il
        sistema le rifiuta.
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
