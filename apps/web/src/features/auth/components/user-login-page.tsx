import { useRef } from 'react';
import { ErrorCode } from '@portal/shared/contracts/error-codes';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../lib/api-error';
import { Link, useGo, useNavLocation } from '../../../lib/nav';
import { useLoadWhenIdle } from '../../../lib/on-first-use';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-to';
import { loadLoginCall, useLoginUser } from '../api/login-user';
import { LoginForm } from './login-form';
import { SignedOutElsewhere } from './signed-out-elsewhere';
import styles from './login.module.css';

/**
 * /area-riservata/login: e-mail and password; on success the reserved page asked for
 * (`?da=`, checked by safeReturnPath), else the hub. An account still to confirm is
 * offered «Invia di nuovo il link» with the e-mail typed (the link's navigation state).
 * Prerendered by the server (decision 091): its fields are disabled until the app has it.
 */
export function UserLoginPage() {
  const go = useGo();
  const search = new URLSearchParams(useNavLocation().search);
  const login = useLoginUser();
  useLoadWhenIdle(loadLoginCall);
  const fields = getFieldErrors(login.error);
  const typedEmail = useRef('');
  const pending = isApiError(login.error) && login.error.code === ErrorCode.notConfirmed;
  const target = safeReturnPath(search.get(RETURN_PARAM)) ?? paths.reserved.hub;

  return (
    <div className={styles.page}>
      <section
        className={styles.card}
        aria-labelledby="user-login-title"
        // The call is fetched once the page is idle, or as the form is first used.
        onFocus={() => void loadLoginCall().catch(() => undefined)}
      >
        <p className={styles.eyebrow}>Area Riservata</p>
        <h1 id="user-login-title" className={styles.title}>
          Accedi alla tua agenzia
        </h1>
        <p className={styles.intro}>
          Inserisci l’e-mail e la password con cui hai registrato l’agenzia.
        </p>
        <SignedOutElsewhere />
        <LoginForm
          serverError={
            login.error
              ? getErrorMessage(login.error, 'Accesso non riuscito: riprova tra poco.')
              : null
          }
          fieldErrors={{ email: fields.email, password: fields.password }}
          serverAction={
            pending ? (
              <Link
                to={paths.reserved.resendLink}
                state={{ email: typedEmail.current }}
                className={styles.alertAction}
              >
                Invia di nuovo il link
              </Link>
            ) : null
          }
          onSubmit={(values) => {
            typedEmail.current = values.email;
            return login.mutateAsync(values, {
              onSuccess: () => go(target, { replace: true }),
            });
          }}
          passwordHelp={
            <Link to={paths.reserved.forgotPassword} className={styles.helpLink}>
              Password dimenticata?
            </Link>
          }
          footer={
            <p>
              Non hai ancora un account?{' '}
              <Link to={paths.homeRegister}>Registrati gratuitamente</Link>
            </p>
          }
        />
      </section>
    </div>
  );
}
