import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { NotFound } from '../components/layout/not-found';
import { StatusCard } from '../components/layout/status-card';
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
    <StatusCard
      titleId="route-error-title"
      title="Si è verificato un errore"
      role="alert"
      actions={
        <>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            Ricarica la pagina
          </button>
          <a href={paths.home} className={styles.secondary}>
            Torna alla home page
          </a>
        </>
      }
    >
      <p className={styles.text}>{message}</p>
    </StatusCard>
  );
}
