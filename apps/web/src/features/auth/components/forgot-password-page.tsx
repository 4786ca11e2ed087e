import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { SubmitButton, TextInput } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from './login.module.css';

/**
 * /area-riservata/password-dimenticata: asks for a reset link. The answer is the same
 * whether or not the address belongs to an agency, so the page never reveals it.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const fields = getFieldErrors(request.error);
  const { control, handleSubmit } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const submit = useFormSubmit(handleSubmit, (values) => request.mutateAsync(values));

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <p className={styles.eyebrow}>Area Riservata</p>
        <h1 id="forgot-title" className={styles.title}>
          Password dimenticata?
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
            <p className={styles.intro}>
              Inserisci l’e-mail della tua agenzia: ti invieremo un link per scegliere una nuova
              password.
            </p>
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
                Invia il link
              </SubmitButton>
              <div className={styles.footer}>
                <p>
                  Ti sei ricordato la password? <Link to={paths.reserved.login}>Accedi</Link>
                </p>
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
