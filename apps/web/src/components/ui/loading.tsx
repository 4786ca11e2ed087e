import styles from './loading.module.css';

export interface LoadingProps {
  /** Text announced and shown; the spec's label is 'LOADING'. */
  label?: string;
  className?: string;
}

/** Loading indicator: a spinner and the label 'LOADING', announced politely. */
export function Loading({ label = 'LOADING', className }: LoadingProps) {
  return (
    <div role="status" className={[styles.loading, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
