import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from './brand-logo';
import styles from './area-shell.module.css';

export interface AreaNavItem {
  to: string;
  label: string;
}

interface AreaShellProps {
  /** 'Area Riservata', 'Amministrazione'… */
  areaLabel: string;
  homeHref: string;
  navItems: readonly AreaNavItem[];
  /** Who is signed in: shown at the top of the sidebar. */
  profile: ReactNode;
  /** Logout button, back link: at the bottom of the menu. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in areas' frame: a sidebar menu on wide screens that collapses
 * behind a 'Menu' button on phones (closed again on every navigation, and by Escape
 * wherever the focus is, which then returns to the button).
 */
export function AreaShell({
  areaLabel,
  homeHref,
  navItems,
  profile,
  actions,
  children,
}: AreaShellProps) {
  const { pathname } = useLocation();
  const navId = useId();
  // The menu is open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={homeHref} className={styles.home}>
          <BrandLogo compactOnPhone />
          <span className="visually-hidden"> – {areaLabel}: pagina iniziale</span>
        </Link>
        <span className={styles.area}>{areaLabel}</span>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={isOpen}
          aria-controls={navId}
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          <span className={styles.burger} aria-hidden="true" />
          Menu
        </button>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          className={styles.sidebar}
          data-open={isOpen}
          aria-label={`Menu ${areaLabel}`}
        >
          <div className={styles.profile}>{profile}</div>
          <ul className={styles.items}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.item}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>{actions}</div>
        </nav>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
