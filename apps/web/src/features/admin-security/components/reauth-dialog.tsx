import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReauthBodySchema, type ReauthBody } from '@portal/shared/contracts/admin-mfa';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { Button, Modal, SubmitButton, TextInput } from '../../../components/ui';
import { getErrorMessage } from '../../../lib/api-error';
import { registerReauthAsker } from '../../../lib/reauth';
import { useReauthenticate } from '../api/reauthenticate';
import styles from './security.module.css';

/**
 * The question before a dangerous admin action (delete an agency, reset a password or a
 * second factor): the password, or a code from the app. Mounted once in the admin area;
 * any call the server refuses with `REAUTH_REQUIRED` opens it (lib/reauth.ts).
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const reauth = useReauthenticate();
  const { control, handleSubmit, reset } = useForm<ReauthBody>({
    resolver: zodResolver(ReauthBodySchema),
    defaultValues: { password: '' },
  });

  useEffect(
    () =>
      registerReauthAsker(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current?.(false);
            settle.current = resolve;
            reset({ password: '' });
            reauth.reset();
            setOpen(true);
          }),
      ),
    // The asker is registered once; `reset` functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const close = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };
  const submit = useFormSubmit(handleSubmit, (values) =>
    reauth.mutateAsync(values, { onSuccess: () => close(true) }),
  );

  return (
    <Modal
      value={open}
      onChange={(value) => {
        if (!value && !submit.isPending) close(false);
      }}
      title="Conferma la tua identità"
    >
      <form className={styles.reauthForm} noValidate onSubmit={submit.onSubmit}>
        <p className={styles.text}>
          È un’operazione che non si può annullare: inserisci la tua password o il codice a 6 cifre
          dell’app di autenticazione.
        </p>
        {reauth.error ? (
          <div className={styles.alert} role="alert">
            {getErrorMessage(reauth.error, 'Conferma non riuscita: riprova.')}
          </div>
        ) : null}
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label="Password o codice di verifica"
              type="password"
              autoComplete="current-password"
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => close(false)} disabled={submit.isPending}>
            Annulla
          </Button>
          <SubmitButton pending={submit.isPending} pendingLabel="Verifica…">
            Conferma
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
