import styles from './desk.module.css';

/**
 * One of the admin's flags as a switch (a button with aria-pressed). Its text is the flag's
 * name ('Pagato'), the same in both states, so a voice user says what they see and the name
 * never changes with the state (WCAG 2.5.3, the WAI-ARIA toggle-button pattern); the state
 * shows as the filled dot and the colour, and in the tooltip ('Da pagare').
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
      title={on ? labels[0] : labels[1]}
      onClick={() => onToggle(!on)}
    >
      <span className={styles.flagDot} aria-hidden="true" />
      {labels[0]}
    </button>
  );
}
