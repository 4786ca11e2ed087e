import styles from './route-loading.module.css';

/** Shown while an area's code or data loads. */
export function RouteLoading({ label = 'Caricamento…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
