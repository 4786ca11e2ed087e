import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextInput } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import styles from './login.module.css';

interface EmailRequestCardProps {
  titleId: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** Under the button, before the answer. */
  footer: ReactNode;
  /** The mutation sending the e-mail; its answer is one neutral message for any address. */
  request: UseMutationResult<{ message: string }, Error, ForgotPasswordBody>;
  defaultEmail?: string;
}

/**
 * A card that asks one e-mail and shows the server's neutral answer (forgotten password,
 * a new verification link): the page never tells whether the address has an account.
 */
export function EmailRequestCard({
  titleId,
  title,
  intro,
  submitLabel,
  footer,
  request,
  defaultEmail = '',
}: EmailRequestCardProps) {
  const fields = getFieldErrors(request.error);
  const { control, handleSubmit } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const submit = useFormSubmit(handleSubmit, (values) => request.mutateAsync(values));

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <p className={styles.eyebrow}>Area Riservata</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {request.isSuccess ? (
          <div className={styles.form}>
            <div className={styles.notice} role="status">
              <strong>Richiesta ricevuta</strong>
              <p>{request.data.message}</p>
            </div>
            <p className={styles.hint}>
              Non trovi l’e-mail? Controlla anche nella posta indesiderata, oppure richiedi un nuovo
              link tra qualche minuto.
            </p>
            <div className={styles.footer}>
              <p>
                <Link to={paths.reserved.login}>Torna all’accesso</Link>
              </p>
            </div>
          </div>
        ) : (
          <>
            <p className={styles.intro}>{intro}</p>
            <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
              {request.error ? (
                <div className={styles.alert} role="alert">
                  {getErrorMessage(request.error, 'Invio non riuscito: riprova tra poco.')}
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
                    error={fieldState.error?.message ?? fields.email}
                  />
                )}
              />
              <SubmitButton
                className={styles.submit}
                pending={submit.isPending}
                pendingLabel="Invio in corso…"
              >
                {submitLabel}
              </SubmitButton>
              <div className={styles.footer}>{footer}</div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
