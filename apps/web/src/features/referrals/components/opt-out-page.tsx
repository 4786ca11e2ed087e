import { Link, useParams } from 'react-router';
import { StatusCard } from '../../../components/layout/status-card';
import styles from '../../../components/layout/status-card.module.css';
import { paths } from '../../../config/paths';
import { getErrorMessage, isNetworkError, NETWORK_ERROR_TEXT } from '../../../lib/api-error';
import { useOptOut, useOptOutCheck } from '../api/opt-out';

const icon = (ok: boolean) => (
  <span className={`${styles.icon} ${ok ? styles.iconOk : styles.iconError}`} aria-hidden="true">
    {ok ? '✓' : '!'}
  </span>
);
const card = { titleId: 'opt-out-title', live: true };

/**
 * /segnalazione/non-contattarmi/{token} (decision 103): the client's link. Opening it
 * deletes nothing (mail scanners open links); the button does, and says so.
 */
export function OptOutPage() {
  const { token = '' } = useParams();
  const check = useOptOutCheck(token);
  const optOut = useOptOut();

  if (optOut.isSuccess) {
    return (
      <StatusCard {...card} title="NON SARAI CONTATTATO" visual={icon(true)}>
        <p className={styles.text}>{optOut.data.message}</p>
      </StatusCard>
    );
  }
  if (check.isPending) {
    return (
      <StatusCard
        {...card}
        title="VERIFICA DEL LINK"
        visual={<span className={styles.spinner} aria-hidden="true" />}
      >
        <p className={styles.text}>Stiamo verificando il link…</p>
      </StatusCard>
    );
  }
  const failure = check.error ?? optOut.error;
  if (check.isError || (optOut.isError && !isNetworkError(optOut.error))) {
    const offline = isNetworkError(failure);
    return (
      <StatusCard
        {...card}
        title={offline ? 'CONNESSIONE ASSENTE' : 'LINK NON VALIDO'}
        visual={icon(false)}
        actions={
          offline ? (
            <button type="button" className={styles.primary} onClick={() => void check.refetch()}>
              Riprova
            </button>
          ) : (
            <Link to={paths.privacy} className={styles.secondary}>
              Leggi l’informativa privacy
            </Link>
          )
        }
      >
        <p className={styles.message} role="alert">
          {offline ? NETWORK_ERROR_TEXT : getErrorMessage(failure, 'Il link non è valido.')}
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      {...card}
      title="NON DESIDERO ESSERE CONTATTATO"
      visual={icon(false)}
      actions={
        <>
          <button
            type="button"
            className={styles.primary}
            disabled={optOut.isPending}
            aria-busy={optOut.isPending}
            onClick={() => optOut.mutate(token)}
          >
            {optOut.isPending ? 'Attendere…' : 'Non desidero essere contattato'}
          </button>
          <Link to={paths.privacy} className={styles.secondary}>
            Leggi l’informativa privacy
          </Link>
        </>
      }
    >
      <p className={styles.text}>
        L’agenzia {check.data.agenzia} ti ha segnalato a {check.data.mediatore} per una consulenza
        sul mutuo. Se non desideri essere contattato, premi il pulsante: i tuoi dati saranno
        cancellati subito e l’agenzia sarà avvisata.
      </p>
      {optOut.isError ? (
        <p className={styles.message} role="alert">
          {NETWORK_ERROR_TEXT}
        </p>
      ) : null}
    </StatusCard>
  );
}
