import type { MouseEvent, ReactNode } from 'react';
import { Footer } from '../components/layout/footer';
import styles from './root-layout.module.css';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * Every screen (spec section 2): a skip link, the area's page, then the footer (the app's
 * root layout draws it).
 */
export function PageFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="skip-link" onClick={focusMain}>
        Vai al contenuto principale
      </a>
      {busy ? <div className={styles.progress} aria-hidden="true" /> : null}
      <div className={styles.page}>{children}</div>
      <Footer />
    </>
  );
}
