import type { ReactNode } from 'react';
import { PromoBanner } from '../components/layout/promo-banner';
import { TopBar } from '../components/layout/top-bar';
import styles from './public-layout.module.css';

/** Public area: top bar, page, floating promo banner. */
export function PublicFrame({ promo, children }: { promo: boolean; children: ReactNode }) {
  return (
    <>
      <TopBar />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {promo ? <PromoBanner /> : null}
    </>
  );
}
