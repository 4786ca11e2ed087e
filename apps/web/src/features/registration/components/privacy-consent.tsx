import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button, Modal } from '../../../components/ui';
import { PrivacyNotice } from './privacy-notice';
import styles from './registration-form.module.css';

interface PrivacyShape {
  privacy: boolean;
}

/** The required acceptance of the privacy notice, which opens in a dialog. */
export function PrivacyConsent() {
  const { control } = useFormContext<PrivacyShape>();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="privacy"
      render={({ field, fieldState }) => (
        <div className={styles.consent}>
          <div className={styles.consentRow}>
            <input
              ref={field.ref}
              id={id}
              name={field.name}
              type="checkbox"
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
              required
            />
            <label htmlFor={id}>
              Ho letto e accetto l’informativa sul trattamento dei dati personali
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </label>
          </div>
          <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
            Leggi l’informativa privacy
          </button>
          {fieldState.error ? (
            <p id={`${id}-error`} className={styles.error}>
              {fieldState.error.message}
            </p>
          ) : null}
          <Modal
            value={open}
            onChange={setOpen}
            title="Informativa sul trattamento dei dati personali"
            footer={
              <Button
                onClick={() => {
                  field.onChange(true);
                  setOpen(false);
                }}
              >
                Ho letto e accetto
              </Button>
            }
          >
            <PrivacyNotice />
          </Modal>
        </div>
      )}
    />
  );
}
