import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useCurrentAgency } from '../api/get-current-agency';
import styles from './reserved-hub.module.css';

const FIXED_SERVICES = [
  {
    to: paths.reserved.displayRata,
    name: 'Display Rata',
    description:
      'Mostra la rata mensile accanto al prezzo degli immobili sul sito della tua agenzia.',
  },
  {
    to: paths.reserved.pianoAcquisto,
    name: 'Piano D’Acquisto',
    description:
      'Calcola con i tuoi clienti il mutuo massimo e il prezzo dell’immobile che possono permettersi.',
  },
] as const;

/** /area-riservata/hub: the agency's services (the reserved list arrives in a later release). */
export function ReservedHubPage() {
  const agency = useCurrentAgency();

  if (agency.isPending) return <RouteLoading />;
  if (agency.isError)
    return <InlineError error={agency.error} onRetry={() => void agency.refetch()} />;

  return (
    <>
      <PageHeader eyebrow="Hub dei servizi" title={agency.data.nome}>
        <p>Scegli un servizio per la tua agenzia.</p>
      </PageHeader>
      <ul className={styles.grid}>
        {FIXED_SERVICES.map((service) => (
          <li key={service.to}>
            <Link to={service.to} className={styles.card}>
              <span className={styles.name}>{service.name}</span>
              <span className={styles.description}>{service.description}</span>
              <span className={styles.more} aria-hidden="true">
                Apri →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
