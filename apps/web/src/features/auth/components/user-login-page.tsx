import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useLoginUser } from '../api/login-user';
import { LoginForm } from './login-form';
import styles from './login.module.css';

/** /area-riservata/login: e-mail and password; on success the hub opens. */
export function UserLoginPage() {
  const navigate = useNavigate();
  const login = useLoginUser();
  const fields = getFieldErrors(login.error);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="user-login-title">
        <p className={styles.eyebrow}>Area Riservata</p>
        <h1 id="user-login-title" className={styles.title}>
          Accedi alla tua agenzia
        </h1>
        <p className={styles.intro}>
          Inserisci l’e-mail e la password con cui hai registrato l’agenzia.
        </p>
        <LoginForm
          serverError={
            login.error
              ? getErrorMessage(login.error, 'Accesso non riuscito: riprova tra poco.')
              : null
          }
          fieldErrors={{ email: fields.email, password: fields.password }}
          onSubmit={(values) =>
            login.mutateAsync(values, {
              onSuccess: () => void navigate(paths.reserved.hub, { replace: true }),
            })
          }
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
