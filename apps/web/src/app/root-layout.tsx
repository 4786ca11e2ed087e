import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { usePublicConfig } from '../lib/public-config-context';
import { titleOf } from './route-handle';
import styles from './root-layout.module.css';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Every screen: a skip link, the area's outlet, then the footer (spec section 2). */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const { productName } = usePublicConfig();
  const title = titleOf(matches);

  return (
    <>
      <title>{title ? `${title} · ${productName}` : productName}</title>
      <a href="#main-content" className="skip-link" onClick={focusMain}>
        Vai al contenuto principale
      </a>
      {navigation.state === 'idle' ? null : <div className={styles.progress} aria-hidden="true" />}
      <div className={styles.page}>
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
