import { Link, useParams } from 'react-router';
import { StatusCard } from '../../../components/layout/status-card';
import styles from '../../../components/layout/status-card.module.css';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-error';
import { useVerifyAccount } from '../api/verify-account';

/** verify_account/{token} (spec section 2): VERIFICA IN CORSO → AGENZIA VERIFICATA | NON TROVATA. */
export function VerifyAccountPage() {
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);
  const card = { titleId: 'verify-title', live: true };

  if (verification.isPending) {
    return (
      <StatusCard
        {...card}
        title="VERIFICA IN CORSO"
        visual={<span className={styles.spinner} aria-hidden="true" />}
      >
        <p className={styles.text}>Stiamo confermando il tuo indirizzo e-mail…</p>
      </StatusCard>
    );
  }
  if (verification.isError) {
    return (
      <StatusCard
        {...card}
        title="AGENZIA NON TROVATA"
        visual={
          <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
            !
          </span>
        }
        actions={
          <>
            <Link to={paths.reserved.login} className={styles.primary}>
              Vai all’accesso
            </Link>
            <Link to={paths.homeRegister} className={styles.secondary}>
              Torna alla registrazione
            </Link>
          </>
        }
      >
        <p className={styles.message} role="alert">
          {getErrorMessage(verification.error, 'Non è stato possibile verificare il link.')}
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      {...card}
      title="AGENZIA VERIFICATA"
      visual={
        <span className={`${styles.icon} ${styles.iconOk}`} aria-hidden="true">
          ✓
        </span>
      }
      actions={
        <Link to={paths.reserved.login} className={styles.primary}>
          Accedi all’Area Riservata
        </Link>
      }
    >
      <p className={styles.name}>{verification.data.agenzia.nome}</p>
      <p className={styles.text}>
        Il tuo account è attivo: accedi all’Area Riservata con l’e-mail e la password scelte.
      </p>
    </StatusCard>
  );
}
