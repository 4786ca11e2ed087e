import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useCurrentAdmin } from '../api/get-current-admin';
import styles from './admin-hub.module.css';

const SECTIONS = [
  {
    to: paths.admin.agencies,
    name: 'Agenzie',
    description: 'Aggiungi, modifica ed esporta le agenzie.',
  },
  {
    to: paths.admin.services,
    name: 'Servizi',
    description: 'Gestisci il catalogo pubblico e riservato.',
  },
  {
    to: paths.admin.appointments,
    name: 'Appuntamenti',
    description: 'Filtra, verifica ed esporta gli appuntamenti.',
  },
  {
    to: paths.admin.referrers,
    name: 'Referenti Alleare',
    description: 'Cerca i referenti e i loro contatti.',
  },
] as const;

/** /admin/hub: greeting and shortcuts (the agency statistics arrive in a later release). */
export function AdminHubPage() {
  const admin = useCurrentAdmin();

  if (admin.isPending) return <RouteLoading />;
  if (admin.isError)
    return <InlineError error={admin.error} onRetry={() => void admin.refetch()} />;

  return (
    <>
      <PageHeader eyebrow="Hub" title={`Ciao, ${admin.data.name}`}>
        <p>Da qui gestisci agenzie, servizi, appuntamenti e referenti.</p>
      </PageHeader>
      <ul className={styles.grid}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className={styles.card}>
              <span className={styles.name}>{section.name}</span>
              <span className={styles.description}>{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
