import { Navigate, useLocation } from 'react-router';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { linkedPage } from '../../../components/services/tile-target';
import { pagePatterns, paths, restOfPath } from '../../../config/paths';
import { usePublicServices } from '../api/get-public-services';
import { ServiceNotFound } from './public-service-view';
import styles from './public-service-page.module.css';

/**
 * /servizi/{url}, where a tile with a link leads (decisions.md "Service tiles"): replaced
 * at once by the page the link names (a tool, or a public service), or 'Servizio non trovato'.
 */
export function PublicServiceLinkPage() {
  const url = restOfPath(useLocation().pathname, pagePatterns.serviceLink);
  const services = usePublicServices();

  if (services.isPending) return <RouteLoading />;
  if (services.isError) {
    return (
      <div className={styles.missingWrap}>
        <InlineError error={services.error} onRetry={() => void services.refetch()} />
      </div>
    );
  }
  const page = linkedPage(services.data, url);
  if (!page) return <ServiceNotFound name={url} />;
  const to =
    'service' in page
      ? paths.service(page.service)
      : page.tool === 'displayRata'
        ? paths.displayRata
        : paths.pianoAcquisto;
  return <Navigate to={to} replace />;
}
