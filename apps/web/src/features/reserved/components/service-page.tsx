import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { pagePatterns, paths, restOfPath } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { formatDate, formatPrice } from '@portal/shared/domain/format';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useReservedServices } from '../api/get-reserved-services';
import { useServiceRequests } from '../api/get-service-requests';
import { ServiceRequestBox } from './service-request-box';
import { headingsUnder, serviceColors } from '../../../components/services/service-look';
import styles from './service-page.module.css';

/**
 * /area-riservata/services/{name}: a service of the reserved list, its description and
 * the 'Richiedi il servizio' request (stored once; the page then shows it was sent).
 */
export function ServicePage() {
  const name = restOfPath(useLocation().pathname, pagePatterns.reserved.service);
  const { productName, brand } = usePublicConfig();
  const services = useReservedServices();
  const requests = useServiceRequests();

  if (services.isPending) return <RouteLoading />;
  if (services.isError)
    return <InlineError error={services.error} onRetry={() => void services.refetch()} />;

  const service = services.data.find((s) => s.name === name);
  if (!service) {
    return (
      <>
        <PageHeader eyebrow="Servizi" title="Servizio non trovato">
          <p>Il servizio “{name}” non è tra quelli disponibili nella tua Area Riservata.</p>
        </PageHeader>
        <Link to={paths.reserved.hub} className={styles.back}>
          <span aria-hidden="true">←</span> Torna all’hub
        </Link>
      </>
    );
  }

  const request = requests.data?.find((r) => r.service._id === service._id);
  const colors = serviceColors(service.color, brand.colors.primary);
  const hasPrices = service.prices_with !== null || service.prices_without !== null;

  return (
    <article
      className={styles.page}
      style={{ '--service-band': colors.band, '--service-ink': colors.ink } as CSSProperties}
    >
      <Link to={paths.reserved.hub} className={styles.back}>
        <span aria-hidden="true">←</span> Torna all’hub
      </Link>
      <PageHeader eyebrow="Servizio" title={service.name}>
        {service.promo ? <span className={styles.promo}>PROMO</span> : null}
      </PageHeader>
      <div className={styles.layout}>
        <div className={styles.main}>
          {service.image ? (
            <img className={styles.image} src={service.image} alt="" width={1280} height={560} />
          ) : null}
          {service.description ? (
            // Rich text sanitised by the server when the admin saved it (QUALITY S13).
            <div
              className={styles.description}
              dangerouslySetInnerHTML={{ __html: headingsUnder(service.description) }}
            />
          ) : (
            <p className={styles.muted}>Descrizione in arrivo.</p>
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="service-request-title">
          <h2 id="service-request-title" className={styles.asideTitle}>
            Ti interessa?
          </h2>
          {hasPrices ? (
            <dl className={styles.prices}>
              {service.prices_without !== null ? (
                <div>
                  <dt>Senza {productName}</dt>
                  <dd>{formatPrice(service.prices_without)}</dd>
                </div>
              ) : null}
              {service.prices_with !== null ? (
                <div>
                  <dt>Con {productName}</dt>
                  <dd>{formatPrice(service.prices_with)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <ServiceRequestBox
            serviceId={service._id}
            requestedAt={request ? formatDate(request.requested_at) : null}
            state={request?.state ?? null}
            note={request?.note ?? null}
            isLoading={requests.isPending}
          />
          {service.pdf ? (
            <a className={styles.pdf} href={service.pdf} target="_blank" rel="noopener noreferrer">
              Scarica la scheda (PDF)<span className="visually-hidden"> (nuova scheda)</span>
            </a>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
