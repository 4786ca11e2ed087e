import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusCard } from './status-card';
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
    <StatusCard
      titleId="coming-soon-title"
      title={title}
      visual={<span className={styles.badge}>In arrivo</span>}
      actions={
        <Link to={backTo} className={styles.secondary}>
          {backLabel}
        </Link>
      }
    >
      <p className={styles.text}>
        {description ?? 'Stiamo preparando questa sezione: sarà disponibile a breve.'}
      </p>
    </StatusCard>
  );
}
