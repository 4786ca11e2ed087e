import { LEAD_STEP_LABELS, formatDay, stepProgress, type LeadTimeline } from '@portal/shared';
import styles from './lead-steps.module.css';

/** The set steps of a lead in their order, each with its day, and what comes next. */
export function LeadTimelineList({ timeline }: { timeline: Pick<LeadTimeline, 'tappe'> }) {
  const { next } = stepProgress(timeline.tappe);
  if (timeline.tappe.length === 0) {
    return <p>Nessun passo della pratica registrato finora.</p>;
  }
  return (
    <>
      <ol className={styles.timeline} aria-label="Passi della pratica">
        {timeline.tappe.map((t) => (
          <li key={t.step}>
            {LEAD_STEP_LABELS[t.step]}: <span className={styles.day}>{formatDay(t.data)}</span>
          </li>
        ))}
      </ol>
      {next ? <p className={styles.next}>Prossimo passo: {LEAD_STEP_LABELS[next]}</p> : null}
    </>
  );
}
