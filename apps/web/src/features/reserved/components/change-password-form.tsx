import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from '@portal/shared';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextInput } from '../../../components/ui';
import { getFieldErrors } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const EMPTY: ChangePasswordFormValues = {
  password_attuale: '',
  password_nuova: '',
  ripeti_password: '',
};

/**
 * Change of password (spec section 5): the three local messages first ('Campi Mancanti',
 * 'Nuova password differente nei due campi', 'La password deve essere diversa'), then
 * the server checks the current password and the policy.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [localError, setLocalError] = useState<string | null>(null);
  const [endedSessions, setEndedSessions] = useState<number | null>(null);
  const serverFields = getFieldErrors(change.error);
  const { control, handleSubmit, reset } = useForm<ChangePasswordFormValues>({
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'password_nuova' });

  const submit = useFormSubmit(handleSubmit, async (values) => {
    const checked = ChangePasswordFormSchema.safeParse(values);
    if (!checked.success) {
      setLocalError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setLocalError(null);
    setEndedSessions(null);
    await change.mutateAsync(
      { password_attuale: values.password_attuale, password_nuova: values.password_nuova },
      {
        onSuccess: (answer) => {
          reset(EMPTY);
          setEndedSessions(answer.otherSessionsEnded);
        },
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
      {localError ? (
        <p className={styles.alert} role="alert">
          {localError}
        </p>
      ) : null}
      {endedSessions !== null ? (
        <p className={styles.success} role="status">
          Password Cambiata.{' '}
          {endedSessions > 0
            ? `Per sicurezza abbiamo chiuso le altre sessioni aperte (${endedSessions}): lì dovrai accedere di nuovo.`
            : 'Non c’erano altre sessioni aperte da chiudere.'}
        </p>
      ) : null}
      <Controller
        control={control}
        name="password_attuale"
        render={({ field }) => (
          <TextInput
            {...field}
            label="Password attuale"
            type="password"
            autoComplete="current-password"
            required
            error={serverFields.password_attuale}
          />
        )}
      />
      <Controller
        control={control}
        name="password_nuova"
        render={({ field }) => (
          <TextInput
            {...field}
            label="Nuova password"
            type="password"
            autoComplete="new-password"
            required
            error={serverFields.password_nuova}
          />
        )}
      />
      <PasswordStrengthMeter password={newPassword} />
      <Controller
        control={control}
        name="ripeti_password"
        render={({ field }) => (
          <TextInput
            {...field}
            label="Ripeti la nuova password"
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      />
      <p className={styles.hint}>
        Almeno 8 caratteri, evitando le password più comuni. Dopo il cambio chiuderemo le sessioni
        aperte su altri dispositivi; questa resta attiva.
      </p>
      <SubmitButton pending={submit.isPending} pendingLabel="Salvataggio…">
        Cambia password
      </SubmitButton>
    </form>
  );
}
