import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './sidebar-parts.module.css';

/** The signed-in person at the top of the sidebar. */
export function SidebarProfile({
  label,
  name,
  children,
}: {
  label: string;
  name: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.profile}>
      <span className={styles.label}>{label}</span>
      <strong className={styles.name}>{name}</strong>
      {children}
    </div>
  );
}

export function SidebarButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={[styles.button, className].filter(Boolean).join(' ')}
    />
  );
}

export function SidebarBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
