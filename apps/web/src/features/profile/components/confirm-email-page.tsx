import { Link, useParams } from 'react-router';
import { StatusCard } from '../../../components/layout/status-card';
import styles from '../../../components/layout/status-card.module.css';
import { paths } from '../../../config/paths';
import { getErrorMessage, isNetworkError, NETWORK_ERROR_TEXT } from '../../../lib/api-error';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import own from './profile.module.css';

const errorIcon = (
  <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
    !
  </span>
);

/**
 * /conferma-email/{token} (decision 057): the mailed link of a change of e-mail. Public,
 * because the mail may be opened on another device; it says how it went, in Italian.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const confirmation = useConfirmEmailChange(token);
  const card = { titleId: 'confirm-email-title', live: true };

  if (confirmation.isPending || (confirmation.isError && confirmation.isFetching)) {
    return (
      <StatusCard
        {...card}
        title="CONFERMA IN CORSO"
        visual={<span className={styles.spinner} aria-hidden="true" />}
      >
        <p className={styles.text}>Stiamo confermando il nuovo indirizzo e-mail…</p>
      </StatusCard>
    );
  }
  if (confirmation.isError) {
    const offline = isNetworkError(confirmation.error);
    return (
      <StatusCard
        {...card}
        title={offline ? 'CONFERMA NON COMPLETATA' : 'E-MAIL NON MODIFICATA'}
        visual={errorIcon}
        actions={
          offline ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => void confirmation.refetch()}
            >
              Riprova
            </button>
          ) : (
            <Link to={paths.reserved.settings} className={styles.primary}>
              Vai a Impostazioni
            </Link>
          )
        }
      >
        <p className={styles.message} role="alert">
          {offline
            ? NETWORK_ERROR_TEXT
            : getErrorMessage(confirmation.error, 'Non è stato possibile confermare il link.')}
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      {...card}
      title="E-MAIL MODIFICATA"
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
      <p className={`${styles.name} ${own.address}`}>{confirmation.data.email}</p>
      <p className={styles.text}>
        {confirmation.data.giaConfermata
          ? 'La modifica era già stata confermata: accedi all’Area Riservata con questo indirizzo.'
          : 'Da ora accedi all’Area Riservata con questo indirizzo e la tua password.'}
      </p>
    </StatusCard>
  );
}
