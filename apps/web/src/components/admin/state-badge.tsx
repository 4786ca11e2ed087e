import styles from './admin.module.css';

/** A short coloured label: an agency's state, an active flag… */
export function Badge({
  tone,
  children,
}: {
  tone: 'ok' | 'wait' | 'off' | 'info';
  children: string;
}) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
