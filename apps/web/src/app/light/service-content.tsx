import {
  findServiceByName,
  PublicServiceView,
  ServiceNotFound,
} from '../../features/public-services/components/public-service-view';
import type { LightData } from './light-page';

/** The service an address names (`/services/{name}`, percent-decoded), '' when unreadable. */
export function serviceNameOf(pathname: string): string {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/** The catalogue's service the page's address names, if any. */
export function lightService(data: LightData) {
  return findServiceByName(data.services, serviceNameOf(data.location.pathname));
}

/**
 * A catalogue service's public page on a light page (decision 065): its description, image
 * and prices are in the server's HTML; an unknown name is the app's «Servizio non trovato».
 */
export function ServiceContent({ data }: { data: LightData }) {
  const service = lightService(data);
  return service ? (
    <PublicServiceView service={service} />
  ) : (
    <ServiceNotFound name={serviceNameOf(data.location.pathname)} />
  );
}
