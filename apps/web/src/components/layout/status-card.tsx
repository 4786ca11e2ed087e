import type { ReactNode } from 'react';
import styles from './status-card.module.css';

export interface StatusCardProps {
  /** The id of the heading that names the card. */
  titleId: string;
  title: ReactNode;
  /** Above the title: an icon, a spinner, the error code or a badge (use the module's classes). */
  visual?: ReactNode;
  /** 'alert' for an error the user must read at once. */
  role?: 'alert';
  /** The card's content changes after a call (pending, then the outcome): announce it. */
  live?: boolean;
  /** The links or buttons under the text, centred. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A page-centred card that says how something went: the 404 page, the error boundary,
 * the account verification, a placeholder. Texts use `styles.text`, links `styles.primary`
 * and `styles.secondary` of status-card.module.css.
 */
export function StatusCard({
  titleId,
  title,
  visual,
  role,
  live = false,
  actions,
  children,
}: StatusCardProps) {
  return (
    <div className={styles.wrap}>
      <section
        className={styles.card}
        role={role}
        aria-labelledby={titleId}
        aria-live={live ? 'polite' : undefined}
      >
        {visual}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
