import { getErrorMessage } from '../../lib/api-error';
import styles from './inline-error.module.css';

/** A query's failure shown where its data would be (queries never toast). */
export function InlineError({
  error,
  onRetry,
  fallback = 'Impossibile caricare i dati.',
  retryLabel = 'Riprova',
}: {
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
  /** The text of the `onRetry` button. */
  retryLabel?: string;
}) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{getErrorMessage(error, fallback)}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
