import { Link, useParams, useSearchParams } from 'react-router';
import { ENGINE_TOOL_DEFAULTS, type PianoShare } from '@portal/shared';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { usePianoShare } from '../api/get-piano-share';
import { useToolDefaults } from '../../../lib/reference-data/tool-defaults';
import { Calculator } from './calculator';
import tool from '../../../components/layout/tool-page.module.css';
import styles from './pages.module.css';

function AgencyContacts({ agency }: { agency: PianoShare['agency'] }) {
  const place = [
    agency.indirizzo,
    [agency.comune, agency.provincia ? `(${agency.provincia})` : null].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const phones = [agency.telefono, agency.cellulare].filter((p): p is string => Boolean(p));
  return (
    <ul className={styles.contacts} aria-label="Contatti dell’agenzia">
      {place ? <li>{place}</li> : null}
      {phones.map((p) => (
        <li key={p}>
          <a href={`tel:${p.replace(/(?!^\+)[^\d]/g, '')}`}>{p}</a>
        </li>
      ))}
      <li>
        <a href={`mailto:${agency.email}`}>{agency.email}</a>
      </li>
    </ul>
  );
}

/** /piano-acquisto/:agencySlug: the calculator an agency sends to its clients, with its name and contacts. */
export function PianoAcquistoSharePage() {
  const { agencySlug = '' } = useParams();
  const [search] = useSearchParams();
  const share = usePianoShare(agencySlug);
  const defaults = useToolDefaults();

  if (share.isPending || defaults.isPending) return <RouteLoading />;
  if (share.isError) {
    if (isApiError(share.error) && (share.error.status === 404 || share.error.status === 400)) {
      return (
        <div className={tool.body}>
          <h1 className={styles.sectionTitle}>Agenzia non trovata</h1>
          <p>
            Il link del Piano D’Acquisto non corrisponde a nessuna agenzia attiva. Chiedi
            all’agenzia un nuovo link.
          </p>
          <Link to={paths.pianoAcquisto}>Prova comunque il Piano D’Acquisto</Link>
        </div>
      );
    }
    return (
      <div className={tool.body}>
        <InlineError error={share.error} onRetry={() => void share.refetch()} />
      </div>
    );
  }
  const { agency } = share.data;
  return (
    <>
      <section className={tool.hero} aria-labelledby="agenzia-titolo">
        <div className={tool.heroInner}>
          <p className={tool.eyebrow}>Piano D’Acquisto</p>
          <h1 id="agenzia-titolo" className={tool.title}>
            {agency.nome}
          </h1>
          <p className={tool.lead} data-print-hide="">
            Scopri quanto puoi spendere per la tua casa e quanto costa davvero l’acquisto. Per una
            consulenza contatta l’agenzia.
          </p>
          <AgencyContacts agency={agency} />
        </div>
      </section>
      <div className={tool.body}>
        {/* The calculator's cards are h3: their section heading, as on the public page. */}
        <h2 className={styles.sectionTitle} data-print-hide="">
          Calcola il tuo piano
        </h2>
        <Calculator
          defaults={defaults.data ?? ENGINE_TOOL_DEFAULTS}
          agencyName={agency.nome}
          sendTo={{ slug: agency.slug, agencyName: agency.nome }}
          query={{
            prezzo: search.get('prezzo'),
            mutuo: search.get('mutuo'),
            anni: search.get('anni'),
            tasso: search.get('tasso'),
          }}
        />
      </div>
    </>
  );
}
