import { formatDateTime } from '@portal/shared/domain/format';
import { useNow } from '../hooks/use-now';
import { countdownText, countdownTo } from '../model/countdown';
import styles from './contest-page.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The contest's end and a live countdown (one tick a second). The ticking boxes are hidden
 * from screen readers; they read the sentence, which changes once a minute.
 */
export function ContestCountdown({ endAt }: { endAt: string }) {
  const end = Date.parse(endAt);
  const now = useNow(true);
  const left = countdownTo(end, now);
  const boxes = [
    { value: String(left.days), label: left.days === 1 ? 'giorno' : 'giorni' },
    { value: pad(left.hours), label: 'ore' },
    { value: pad(left.minutes), label: 'minuti' },
    { value: pad(left.seconds), label: 'secondi' },
  ];
  return (
    <section className={styles.card} aria-labelledby="countdown-title">
      <h2 id="countdown-title" className={styles.cardTitle}>
        {left.ended ? 'Concorso terminato' : 'Il concorso termina il ' + formatDateTime(endAt)}
      </h2>
      <p className={styles.countdownText} role="timer" aria-live="off">
        {countdownText(left)}
      </p>
      {left.ended ? null : (
        <ol className={styles.countdown} aria-hidden="true" data-testid="countdown">
          {boxes.map((b) => (
            <li key={b.label} className={styles.countdownBox}>
              <span className={styles.countdownValue}>{b.value}</span>
              <span className={styles.countdownLabel}>{b.label}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
