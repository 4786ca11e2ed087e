import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** Title block at the top of a page in the signed-in areas. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
    </header>
  );
}
