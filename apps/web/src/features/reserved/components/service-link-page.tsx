import { Navigate, useLocation } from 'react-router';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { linkedPage } from '../../../components/services/tile-target';
import { pagePatterns, paths, restOfPath } from '../../../config/paths';
import { useReservedServices } from '../api/get-reserved-services';

/**
 * /area-riservata/servizi/{url}, where a hub tile with a link leads: replaced at once by
 * the page the link names; a link that names nothing shows the service page's 'not found'.
 */
export function ReservedServiceLinkPage() {
  const url = restOfPath(useLocation().pathname, pagePatterns.reserved.serviceLink);
  const services = useReservedServices();

  if (services.isPending) return <RouteLoading />;
  if (services.isError)
    return <InlineError error={services.error} onRetry={() => void services.refetch()} />;
  const page = linkedPage(services.data, url);
  const to = !page
    ? paths.reserved.service(url)
    : 'service' in page
      ? paths.reserved.service(page.service)
      : page.tool === 'displayRata'
        ? paths.reserved.displayRata
        : paths.reserved.pianoAcquisto;
  return <Navigate to={to} replace />;
}
