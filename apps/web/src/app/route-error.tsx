import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { NotFound } from '../components/layout/not-found';
import styles from '../components/layout/status-card.module.css';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Italian error boundary of every route: 404 page, or a message with a way out. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const message = isChunkLoadError(error)
    ? 'È disponibile una versione aggiornata del portale: ricarica la pagina per continuare.'
    : 'Qualcosa non ha funzionato durante il caricamento della pagina. Riprova tra qualche istante.';

  return (
    <div className={styles.wrap}>
      <section className={styles.card} role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title" className={styles.title}>
          Si è verificato un errore
        </h1>
        <p className={styles.text}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            Ricarica la pagina
          </button>
          <a href={paths.home} className={styles.secondary}>
            Torna alla home page
          </a>
        </div>
      </section>
    </div>
  );
}
