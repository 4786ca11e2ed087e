import { Link } from '../../lib/nav';
import { paths } from '../../config/paths';
import { BrandLogo } from './brand-logo';
import styles from './top-bar.module.css';

/** Public top bar: logo, 'Servizi' (home services section) and 'Area Riservata'. */
export function TopBar() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {/* Named by what it shows (WCAG 2.5.3: a voice user says the visible words), then where it goes. */}
        <Link to={paths.home} className={styles.home}>
          <BrandLogo compactOnPhone />
          <span className="visually-hidden"> – home page</span>
        </Link>
        <nav aria-label="Principale">
          <ul className={styles.links}>
            <li>
              <Link to={paths.homeServices} className={styles.link}>
                Servizi
              </Link>
            </li>
            <li>
              <Link to={paths.reserved.hub} className={styles.cta}>
                Area Riservata
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
