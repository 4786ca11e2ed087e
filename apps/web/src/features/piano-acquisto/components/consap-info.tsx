import { mortgage } from '@portal/shared';
import styles from './results.module.css';

/** What the Consap guarantee is and who may ask for it (issue: the calculators' guidance). */
export function ConsapInfo() {
  const info = mortgage.CONSAP_INFO;
  return (
    <section className={styles.card} aria-labelledby="consap-titolo">
      <h3 id="consap-titolo" className={styles.cardTitle}>
        {info.title}
      </h3>
      <p className={styles.text}>{info.intro}</p>
      <ul className={styles.points}>
        {info.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

/** The same, one click away under the form's Consap choice. */
export function ConsapDetails() {
  const info = mortgage.CONSAP_INFO;
  return (
    <details className={styles.details}>
      <summary>Che cos’è la garanzia Consap e chi può chiederla</summary>
      <p className={styles.text}>{info.intro}</p>
      <ul className={styles.points}>
        {info.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </details>
  );
}
