import { useEffect, useRef, useState } from 'react';
import { paths } from '../../config/paths';
import { Link, useNavLocation } from '../../lib/nav';
import { useSignedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './promo-banner.module.css';
import { useBannerYields } from './use-banner-yield';

/** Spec sections 4 and 9: a click on the banner hides it 90 s, its close X 20 s. */
export const PROMO_HIDE_AFTER_CLICK_MS = 90_000;
export const PROMO_HIDE_AFTER_CLOSE_MS = 20_000;

/**
 * Floating 'Registrati Gratuitamente!' banner (decisions.md "Promo banner"): never on /fimaa
 * (the pages that say `promo: false` do not render it), never for a signed-in user, whose
 * home page has no registration form; it steps aside while a field has the focus or while
 * content it must not cover (the registration form, a representative example) is below.
 */
export function PromoBanner() {
  const { pathname } = useNavLocation();
  const [hidden, setHidden] = useState(false);
  const yields = useBannerYields();
  const signedIn = useSignedIn({ admin: true });
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hideFor = (ms: number) => {
    setHidden(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHidden(false), ms);
  };

  if (hidden || yields || pathname === paths.fimaa) return null;
  // On a public page the server rendered, its X would do nothing before the page's script
  // has taken it over: the banner floats over the page, so it comes then, moving nothing
  // (decision 080).
  if (signedIn || !hydrated) return null;

  return (
    <aside className={styles.banner} aria-label="Registrazione gratuita">
      <Link
        to={paths.homeRegister}
        className={styles.link}
        onClick={() => hideFor(PROMO_HIDE_AFTER_CLICK_MS)}
      >
        <span className={styles.icon} aria-hidden="true">
          ★
        </span>
        <span>Registrati Gratuitamente!</span>
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label="Chiudi"
        onClick={() => hideFor(PROMO_HIDE_AFTER_CLOSE_MS)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
          <path
            d="M3 3l10 10M13 3L3 13"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </aside>
  );
}
