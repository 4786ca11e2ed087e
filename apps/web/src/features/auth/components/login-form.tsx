import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { LoginBody } from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextInput } from '../../../components/ui';
import { onFirstUse, useLoadWhenIdle } from '../../../lib/on-first-use';
import styles from './login.module.css';

interface LoginFormProps {
  /** Signs in (a mutation's `mutateAsync`): settles when the request has ended. */
  onSubmit: (values: LoginBody) => Promise<unknown>;
  /** The server's Italian message after a failed attempt. */
  serverError: string | null;
  /** What the user can do about that failure, shown inside the message. */
  serverAction?: ReactNode;
  /** Field messages from the server's `details`. */
  fieldErrors?: Partial<Record<keyof LoginBody, string>>;
  submitLabel?: string;
  /** The e-mail the form starts with (the admin's, back from an expired code step). */
  defaultEmail?: string;
  /** Shown under the password, e.g. the 'Password dimenticata?' link. */
  passwordHelp?: ReactNode;
  footer?: ReactNode;
}

/** The checks, fetched on the form's first focus, at the latest on its first submit. */
const loadResolver = onFirstUse(() => import('./login-validation').then((m) => m.loginResolver));
/** Without them (no network), the values go as typed: the server checks them as well. */
const resolver: Resolver<LoginBody> = (values, context, options) =>
  loadResolver().then(
    (check) => check(values, context, options),
    () => ({ values, errors: {} }),
  );

/**
 * E-mail and password, validated with the same schema the API uses. The schema (and zod) is
 * not part of the page: it is fetched when the form is first focused.
 */
export function LoginForm({
  onSubmit,
  serverError,
  serverAction,
  fieldErrors,
  submitLabel = 'Accedi',
  defaultEmail = '',
  passwordHelp,
  footer,
}: LoginFormProps) {
  const showId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit } = useForm<LoginBody>({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const submit = useFormSubmit(handleSubmit, onSubmit);
  useLoadWhenIdle(loadResolver);

  return (
    // `post`: were the page's scripts never to come, a plain submission would not put the
    // password into an address (the page's inline listener holds it until the app is there).
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={() => void loadResolver()}
    >
      {serverError ? (
        <div className={styles.alert} role="alert">
          {serverError}
          {serverAction ? <div>{serverAction}</div> : null}
        </div>
      ) : null}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label="E-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            trim
            error={fieldState.error?.message ?? fieldErrors?.email}
          />
        )}
      />
      <div className={styles.password}>
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              error={fieldState.error?.message ?? fieldErrors?.password}
            />
          )}
        />
        <label className={styles.reveal} htmlFor={showId}>
          <input
            id={showId}
            type="checkbox"
            checked={showPassword}
            onChange={(event) => setShowPassword(event.target.checked)}
          />
          Mostra password
        </label>
      </div>
      {passwordHelp}
      <SubmitButton
        className={styles.submit}
        pending={submit.isPending}
        pendingLabel="Accesso in corso…"
      >
        {submitLabel}
      </SubmitButton>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </form>
  );
}
