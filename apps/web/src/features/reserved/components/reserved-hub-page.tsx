import { serviceRequestStatus } from '@portal/shared';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useAnsweredOnce } from '../../../lib/use-answered-once';
import { useCurrentAgency } from '../api/get-current-agency';
import { useReservedServices } from '../api/get-reserved-services';
import { useServiceRequests } from '../api/get-service-requests';
import { ServiceCard } from '../../../components/services/service-card';
import { ILLUSTRATIONS } from '../../../components/services/illustrations';
import { htmlToText } from '../../../components/services/service-look';
import { tileTarget } from '../../../components/services/tile-target';
import { useHubSummary } from '../api/get-hub-summary';
import { HubSummary } from './hub-summary';
import styles from './reserved-hub.module.css';

const FIXED_SERVICES = [
  {
    to: paths.reserved.displayRata,
    image: ILLUSTRATIONS.displayRata,
    color: 'primary',
    name: 'Display Rata',
    description:
      'Mostra la rata mensile accanto al prezzo degli immobili sul sito della tua agenzia.',
  },
  {
    to: paths.reserved.pianoAcquisto,
    image: ILLUSTRATIONS.pianoAcquisto,
    color: 'accent',
    name: 'Piano D’Acquisto',
    description:
      'Calcola con i tuoi clienti il mutuo massimo e il prezzo dell’immobile che possono permettersi.',
  },
] as const;

/**
 * /area-riservata/hub: the summary (points, leads, appointments, requests, referrer), then
 * the two fixed services, then the reserved list
 * (reserveds_fetchAll) linking to services/{name}.
 */
export function ReservedHubPage() {
  const { colors } = usePublicConfig().brand;
  const agency = useCurrentAgency();
  const services = useReservedServices();
  const requests = useServiceRequests();
  // HubSummary's query, asked here too so that it starts with the others: the page paints
  // once they have answered (a summary arriving after the tiles pushed them down a phone's
  // screen: Lighthouse's layout shift 0.43, P7).
  const answered = useAnsweredOnce(agency, useHubSummary(), services, requests);
  // Each tile's badge says where its request stands, as the service page does.
  const requested = new Map(
    (requests.data ?? []).map((r) => [r.service._id, serviceRequestStatus(r.state)]),
  );

  if (agency.isPending || !answered) return <RouteLoading />;
  if (agency.isError)
    return <InlineError error={agency.error} onRetry={() => void agency.refetch()} />;

  return (
    <>
      <PageHeader eyebrow="Hub dei servizi" title={agency.data.nome}>
        <p>Scegli un servizio per la tua agenzia.</p>
      </PageHeader>
      <HubSummary />
      <section aria-labelledby="hub-services-title">
        <h2 id="hub-services-title" className="visually-hidden">
          I tuoi servizi
        </h2>
        <ul className={styles.grid}>
          {FIXED_SERVICES.map((service) => (
            <li key={service.to}>
              <ServiceCard
                target={{ kind: 'page', to: service.to }}
                image={service.image}
                color={colors[service.color]}
                name={service.name}
                description={service.description}
                more="Apri →"
              />
            </li>
          ))}
          {agency.data.agenteInterno ? null : (
            <li>
              <ServiceCard
                target={{ kind: 'page', to: paths.reserved.referrals }}
                color={colors.primary}
                name="Segnala un cliente"
                description="Passa al mediatore un cliente che ti ha chiesto una consulenza sul mutuo e segui la segnalazione."
                more="Apri →"
              />
            </li>
          )}
          {(services.data ?? []).map((service) => (
            <li key={service._id}>
              <ServiceCard
                target={tileTarget(service, {
                  service: paths.reserved.service(service.name),
                  link: paths.reserved.serviceLink,
                })}
                name={service.name}
                description={htmlToText(service.description)}
                image={service.image}
                color={service.color}
                promo={service.promo}
                requested={requested.get(service._id)}
                more="Apri →"
              />
            </li>
          ))}
        </ul>
        {services.isError ? (
          <div className={styles.error}>
            <InlineError
              error={services.error}
              fallback="Impossibile caricare gli altri servizi."
              onRetry={() => void services.refetch()}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}
