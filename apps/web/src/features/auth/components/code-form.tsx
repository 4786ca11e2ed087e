import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminMfaEnrolBodySchema,
  AdminMfaVerifyBodySchema,
} from '@portal/shared/contracts/admin-mfa';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextInput } from '../../../components/ui';
import styles from './login.module.css';

/** Six digits from the app, or a recovery code: the same rules as the API's. */
const TotpSchema = AdminMfaEnrolBodySchema.pick({ code: true });
const AnyCodeSchema = AdminMfaVerifyBodySchema.pick({ code: true });

interface CodeFormProps {
  label: string;
  /** A recovery code is letters and digits in groups; a TOTP code six digits. */
  recovery?: boolean;
  serverError: string | null;
  onSubmit: (code: string) => Promise<unknown>;
  submitLabel: string;
  children?: ReactNode;
}

/** One code: from the authenticator app, or a recovery code. */
export function CodeForm({
  label,
  recovery = false,
  serverError,
  onSubmit,
  submitLabel,
  children,
}: CodeFormProps) {
  const { control, handleSubmit } = useForm<{ code: string }>({
    resolver: zodResolver(recovery ? AnyCodeSchema : TotpSchema),
    defaultValues: { code: '' },
  });
  const submit = useFormSubmit(handleSubmit, (values) => onSubmit(values.code));

  return (
    <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
      {serverError ? (
        <div className={styles.alert} role="alert">
          {serverError}
        </div>
      ) : null}
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={label}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 40 : 6}
            required
            trim
            error={fieldState.error?.message}
          />
        )}
      />
      {children}
      <SubmitButton className={styles.submit} pending={submit.isPending} pendingLabel="Verifica…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
