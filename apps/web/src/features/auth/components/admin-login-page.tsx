import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useLoginAdmin } from '../api/login-admin';
import { LoginForm } from './login-form';
import styles from './login.module.css';

/** /admin/login: stores the admin tokens and opens the admin hub. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useLoginAdmin();
  const fields = getFieldErrors(login.error);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <p className={styles.eyebrow}>Amministrazione</p>
        <h1 id="admin-login-title" className={styles.title}>
          Accesso amministratori
        </h1>
        <p className={styles.intro}>Area riservata al personale: accedi con le tue credenziali.</p>
        <LoginForm
          serverError={
            login.error
              ? getErrorMessage(login.error, 'Accesso non riuscito: riprova tra poco.')
              : null
          }
          fieldErrors={{ email: fields.email, password: fields.password }}
          onSubmit={(values) =>
            login.mutateAsync(values, {
              onSuccess: () => void navigate(paths.admin.hub, { replace: true }),
            })
          }
          footer={
            <p>
              Sei un’agenzia? <Link to={paths.reserved.login}>Vai all’Area Riservata</Link>
            </p>
          }
        />
      </section>
    </div>
  );
}
