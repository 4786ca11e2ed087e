import styles from './desk.module.css';

/**
 * One of the admin's flags as a switch (a button with aria-pressed): its text says the
 * state ('Pagato' / 'Da pagare'), its accessible name the appointment too.
 */
export function FlagToggle({
  on,
  labels,
  context,
  onToggle,
}: {
  on: boolean;
  labels: readonly [on: string, off: string];
  /** Who it is about, for screen readers ('Mario Rossi'). */
  context: string;
  onToggle: (next: boolean) => void;
}) {
  return (
    <button
      type="button"
      className={styles.flag}
      data-on={on}
      aria-pressed={on}
      aria-label={`${labels[0]}: ${context}`}
      onClick={() => onToggle(!on)}
    >
      <span className={styles.flagDot} aria-hidden="true" />
      {on ? labels[0] : labels[1]}
    </button>
  );
}
