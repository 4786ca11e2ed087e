import styles from './inline-error.module.css';

/** A failure shown where its data would be, as words already chosen (see InlineError). */
export function InlineErrorText({
  text,
  onRetry,
  retryLabel = 'Riprova',
}: {
  text: string;
  onRetry?: () => void;
  /** The text of the `onRetry` button. */
  retryLabel?: string;
}) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{text}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
