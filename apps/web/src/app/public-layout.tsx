import { Outlet, useMatches } from 'react-router';
import { PromoBanner } from '../components/layout/promo-banner';
import { TopBar } from '../components/layout/top-bar';
import { promoAllowed } from './route-handle';
import styles from './public-layout.module.css';

/** Public area: top bar, page, floating promo banner. */
export function PublicLayout() {
  const matches = useMatches();
  return (
    <>
      <TopBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {promoAllowed(matches) ? <PromoBanner /> : null}
    </>
  );
}
