import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { StatusCard } from './status-card';
import styles from './status-card.module.css';

/** Italian 404 page. */
export function NotFound({ homeHref = paths.home }: { homeHref?: string }) {
  return (
    <StatusCard
      titleId="not-found-title"
      title="Pagina non trovata"
      visual={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      actions={
        <Link to={homeHref} className={styles.primary}>
          Torna alla home page
        </Link>
      }
    >
      <p className={styles.text}>L’indirizzo che hai aperto non esiste o è stato spostato.</p>
    </StatusCard>
  );
}
