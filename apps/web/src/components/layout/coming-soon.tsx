import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './status-card.module.css';

interface ComingSoonProps {
  title: string;
  description?: ReactNode;
  backTo: string;
  backLabel: string;
}

/** A neat placeholder for a page that a later release brings. */
export function ComingSoon({ title, description, backTo, backLabel }: ComingSoonProps) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="coming-soon-title">
        <span className={styles.badge}>In arrivo</span>
        <h1 id="coming-soon-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>
          {description ?? 'Stiamo preparando questa sezione: sarà disponibile a breve.'}
        </p>
        <div className={styles.actions}>
          <Link to={backTo} className={styles.secondary}>
            {backLabel}
          </Link>
        </div>
      </section>
    </div>
  );
}
