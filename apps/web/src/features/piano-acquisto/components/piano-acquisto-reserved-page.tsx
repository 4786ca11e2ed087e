import { ENGINE_TOOL_DEFAULTS } from '@portal/shared';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { CopyField } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useMyAgency } from '../api/get-my-agency';
import { useToolDefaults } from '../../../lib/reference-data/tool-defaults';
import { Calculator } from './calculator';
import styles from './pages.module.css';

/** /area-riservata/services/pianodacquisto: the agency's share link and the calculator. */
export function PianoAcquistoReservedPage() {
  const { publicUrl } = usePublicConfig();
  const agency = useMyAgency();
  const defaults = useToolDefaults();

  if (agency.isPending || defaults.isPending) return <RouteLoading />;
  if (agency.isError)
    return <InlineError error={agency.error} onRetry={() => void agency.refetch()} />;
  const link = `${publicUrl}${paths.pianoAcquistoShare(agency.data.slug)}`;

  return (
    <>
      <PageHeader eyebrow="Servizi" title="Piano D’Acquisto">
        <p>
          Calcola con i tuoi clienti il mutuo massimo e il prezzo che possono permettersi, oppure
          invia loro il link della tua agenzia: vedranno il calcolatore con il nome e i contatti di{' '}
          {agency.data.nome}.
        </p>
      </PageHeader>
      <section className={styles.shareCard} aria-labelledby="link-titolo" data-print-hide="">
        <h2 id="link-titolo" className={styles.shareTitle}>
          Il link per i tuoi clienti
        </h2>
        <CopyField
          label="Link del Piano D’Acquisto della tua agenzia"
          value={link}
          copied="Link copiato negli appunti"
        />
        <p className={styles.hint}>
          Aprilo per vederlo come i clienti:{' '}
          <a href={link} target="_blank" rel="noopener">
            {link}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        </p>
      </section>
      <Calculator
        defaults={defaults.data ?? ENGINE_TOOL_DEFAULTS}
        agencyName={agency.data.nome}
        agencySlug={agency.data.slug}
      />
    </>
  );
}
