import { Link, useParams } from 'react-router';
import { StatusCard } from '../../../components/layout/status-card';
import styles from '../../../components/layout/status-card.module.css';
import { paths } from '../../../config/paths';
import { getErrorMessage, isNetworkError, NETWORK_ERROR_TEXT } from '../../../lib/api-error';
import { useVerifyAccount } from '../api/verify-account';

/**
 * verify_account/{token} (spec section 2): VERIFICA IN CORSO → AGENZIA VERIFICATA | NON TROVATA.
 * A call that got no answer is not a missing agency: it says the connection is missing and
 * offers to try again (a link that meanwhile confirmed the account answers as confirmed).
 */
export function VerifyAccountPage() {
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);
  const card = { titleId: 'verify-title', live: true };

  if (verification.isPending || (verification.isError && verification.isFetching)) {
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
  if (verification.isError && isNetworkError(verification.error)) {
    return (
      <StatusCard
        {...card}
        title="VERIFICA NON COMPLETATA"
        visual={
          <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
            !
          </span>
        }
        actions={
          <button
            type="button"
            className={styles.primary}
            onClick={() => void verification.refetch()}
          >
            Riprova
          </button>
        }
      >
        <p className={styles.message} role="alert">
          {NETWORK_ERROR_TEXT}
        </p>
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
            <Link to={paths.reserved.resendLink} className={styles.primary}>
              Invia di nuovo il link
            </Link>
            <Link to={paths.reserved.login} className={styles.secondary}>
              Vai all’accesso
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
        {verification.data.giaConfermato
          ? 'Il tuo account era già confermato: accedi all’Area Riservata con l’e-mail e la password scelte.'
          : 'Il tuo account è attivo: accedi all’Area Riservata con l’e-mail e la password scelte.'}
      </p>
    </StatusCard>
  );
}
