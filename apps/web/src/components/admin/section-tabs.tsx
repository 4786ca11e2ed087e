import { NavLink } from 'react-router';
import styles from './admin.module.css';

export interface SectionTab {
  to: string;
  label: string;
}

/** Tabs between the pages of one admin section: links, so each tab has its own address. */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className={styles.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
