import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PASSWORD_MIN,
  ResetPasswordFormSchema,
  type PasswordLinkKind,
  type ResetPasswordFormValues,
} from '@portal/shared';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { StatusCard } from '../../../components/layout/status-card';
import cardStyles from '../../../components/layout/status-card.module.css';
import { SubmitButton, TextInput } from '../../../components/ui';
import { paths } from '../../../config/paths';
import {
  getErrorMessage,
  getFieldErrors,
  isNetworkError,
  NETWORK_ERROR_TEXT,
} from '../../../lib/api-error';
import { useResetLinkCheck } from '../api/check-reset-link';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter';
import { useResetPassword } from '../api/reset-password';
import styles from './login.module.css';

/** What differs between a forgotten-password link and an invitation (decision 059). */
const TEXTS: Record<
  PasswordLinkKind,
  { gone: string; goneFallback: string; title: string; intro: string; submit: string }
> = {
  reset: {
    gone: 'Link scaduto o già usato',
    goneFallback: 'Questo link è scaduto o è già stato usato: richiedine uno nuovo.',
    title: 'Scegli una nuova password',
    intro: `Almeno ${PASSWORD_MIN} caratteri; evita le password più comuni. Dopo il cambio dovrai accedere di nuovo su tutti i dispositivi.`,
    submit: 'Salva la nuova password',
  },
  invite: {
    gone: 'Invito scaduto o già usato',
    goneFallback:
      'Questo invito è scaduto o è già stato usato: chiedi un nuovo invito al tuo mediatore creditizio.',
    title: 'Benvenuto: scegli la tua password',
    intro: `È la password con cui accederai all’Area Riservata insieme alla tua e-mail. Almeno ${PASSWORD_MIN} caratteri; evita le password più comuni.`,
    submit: 'Salva la password',
  },
};

/** /area-riservata/invito/:token: an invited agency chooses its first password. */
export function InvitePasswordPage() {
  return <ResetPasswordPage kind="invite" />;
}

/**
 * /area-riservata/reset-password/:token: the page the mailed link opens (and, as
 * InvitePasswordPage, the invitation's). The link is checked first: a used or expired one
 * says so at once, with the way to ask for a new one; a working one shows the new password
 * twice. On success every session of the agency has ended and the login opens.
 */
export function ResetPasswordPage({ kind = 'reset' }: { kind?: PasswordLinkKind }) {
  const { token = '' } = useParams();
  const check = useResetLinkCheck(token, kind);
  const texts = TEXTS[kind];
  const card = { titleId: 'reset-title', live: true };

  if (check.isPending || (check.isError && check.isFetching)) {
    return (
      <StatusCard
        {...card}
        title="Verifica del link"
        visual={<span className={cardStyles.spinner} aria-hidden="true" />}
      >
        <p className={cardStyles.text}>Stiamo controllando il link ricevuto per e-mail…</p>
      </StatusCard>
    );
  }
  if (check.isError) {
    const offline = isNetworkError(check.error);
    return (
      <StatusCard
        {...card}
        title={offline ? 'Link non verificato' : texts.gone}
        visual={
          <span className={`${cardStyles.icon} ${cardStyles.iconError}`} aria-hidden="true">
            !
          </span>
        }
        actions={
          offline ? (
            <button
              type="button"
              className={cardStyles.primary}
              onClick={() => void check.refetch()}
            >
              Riprova
            </button>
          ) : kind === 'invite' ? (
            <Link to={paths.reserved.login} className={cardStyles.secondary}>
              Vai all’accesso
            </Link>
          ) : (
            <>
              <Link to={paths.reserved.forgotPassword} className={cardStyles.primary}>
                Richiedi un nuovo link
              </Link>
              <Link to={paths.reserved.login} className={cardStyles.secondary}>
                Torna all’accesso
              </Link>
            </>
          )
        }
      >
        <p className={cardStyles.message} role="alert">
          {offline ? NETWORK_ERROR_TEXT : getErrorMessage(check.error, texts.goneFallback)}
        </p>
      </StatusCard>
    );
  }
  return <ResetPasswordForm token={token} kind={kind} />;
}

/** The new password twice, for a link the server has just said works. */
function ResetPasswordForm({ token, kind }: { token: string; kind: PasswordLinkKind }) {
  const navigate = useNavigate();
  const reset = useResetPassword(kind);
  const texts = TEXTS[kind];
  const fields = getFieldErrors(reset.error);
  const linkProblem = fields.token;
  const { control, handleSubmit } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', conferma: '' },
  });
  const newPassword = useWatch({ control, name: 'password' });
  const submit = useFormSubmit(handleSubmit, ({ password }) =>
    reset.mutateAsync(kind === 'reset' ? { token, password } : { token, password, kind }, {
      onSuccess: () => void navigate(paths.reserved.login, { replace: true }),
    }),
  );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <p className={styles.eyebrow}>Area Riservata</p>
        <h1 id="reset-title" className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.intro}>{texts.intro}</p>
        <form className={styles.form} noValidate onSubmit={submit.onSubmit}>
          {reset.error && !fields.password ? (
            <div className={styles.alert} role="alert">
              {getErrorMessage(reset.error, 'Operazione non riuscita: riprova tra poco.')}
              {linkProblem && kind === 'reset' ? (
                <>
                  {' '}
                  <Link to={paths.reserved.forgotPassword}>Richiedi un nuovo link</Link>
                </>
              ) : null}
            </div>
          ) : null}
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={kind === 'invite' ? 'Password' : 'Nuova password'}
                type="password"
                autoComplete="new-password"
                required
                error={fieldState.error?.message ?? fields.password}
              />
            )}
          />
          <PasswordStrengthMeter password={newPassword} />
          <Controller
            control={control}
            name="conferma"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={kind === 'invite' ? 'Ripeti la password' : 'Ripeti la nuova password'}
                type="password"
                autoComplete="new-password"
                required
                error={fieldState.error?.message}
              />
            )}
          />
          <SubmitButton
            className={styles.submit}
            pending={submit.isPending}
            pendingLabel="Salvataggio…"
          >
            {texts.submit}
          </SubmitButton>
          <div className={styles.footer}>
            <p>
              <Link to={paths.reserved.login}>Torna all’accesso</Link>
            </p>
          </div>
        </form>
      </section>
    </div>
  );
}
