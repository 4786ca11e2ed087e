import type { ReactNode } from 'react';
import styles from './pages.module.css';

/** The title block of the public Piano D'Acquisto pages. */
export function ToolIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="piano-titolo" data-print-hide="">
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="piano-titolo" className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
