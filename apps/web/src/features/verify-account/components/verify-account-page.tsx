import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-error';
import { useVerifyAccount } from '../api/verify-account';
import styles from './verify-account-page.module.css';

/** verify_account/{token} (spec section 2): VERIFICA IN CORSO → AGENZIA VERIFICATA | NON TROVATA. */
export function VerifyAccountPage() {
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="verify-title" aria-live="polite">
        {verification.isPending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <h1 id="verify-title" className={styles.title}>
              VERIFICA IN CORSO
            </h1>
            <p className={styles.text}>Stiamo confermando il tuo indirizzo e-mail…</p>
          </>
        ) : verification.isError ? (
          <>
            <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
              !
            </span>
            <h1 id="verify-title" className={styles.title}>
              AGENZIA NON TROVATA
            </h1>
            <p className={styles.message} role="alert">
              {getErrorMessage(verification.error, 'Non è stato possibile verificare il link.')}
            </p>
            <div className={styles.actions}>
              <Link to={paths.reserved.login} className={styles.primary}>
                Vai all’accesso
              </Link>
              <Link to={paths.homeRegister} className={styles.secondary}>
                Torna alla registrazione
              </Link>
            </div>
          </>
        ) : (
          <>
            <span className={`${styles.icon} ${styles.iconOk}`} aria-hidden="true">
              ✓
            </span>
            <h1 id="verify-title" className={styles.title}>
              AGENZIA VERIFICATA
            </h1>
            <p className={styles.name}>{verification.data.agenzia.nome}</p>
            <p className={styles.text}>
              Il tuo account è attivo: accedi all’Area Riservata con l’e-mail e la password scelte.
            </p>
            <div className={styles.actions}>
              <Link to={paths.reserved.login} className={styles.primary}>
                Accedi all’Area Riservata
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
