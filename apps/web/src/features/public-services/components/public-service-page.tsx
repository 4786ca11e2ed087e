import { useLocation } from 'react-router';
import { pagePatterns, restOfPath } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { usePublicServices } from '../api/get-public-services';
import { findServiceByName, PublicServiceView, ServiceNotFound } from './public-service-view';
import styles from './public-service-page.module.css';

/** /services/{name} (the name may hold `/`) in the app: the catalogue from the API, then the service's page. */
export function PublicServicePage() {
  const name = restOfPath(useLocation().pathname, pagePatterns.service);
  const services = usePublicServices();

  if (services.isPending) return <RouteLoading />;
  if (services.isError) {
    return (
      <div className={styles.missingWrap}>
        <InlineError error={services.error} onRetry={() => void services.refetch()} />
      </div>
    );
  }
  const service = findServiceByName(services.data, name);
  return service ? <PublicServiceView service={service} /> : <ServiceNotFound name={name} />;
}
