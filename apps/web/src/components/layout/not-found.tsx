import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './status-card.module.css';

/** Italian 404 page. */
export function NotFound({ homeHref = paths.home }: { homeHref?: string }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          Pagina non trovata
        </h1>
        <p className={styles.text}>L’indirizzo che hai aperto non esiste o è stato spostato.</p>
        <div className={styles.actions}>
          <Link to={homeHref} className={styles.primary}>
            Torna alla home page
          </Link>
        </div>
      </section>
    </div>
  );
}
