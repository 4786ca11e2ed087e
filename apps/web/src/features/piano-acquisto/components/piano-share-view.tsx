import type { ReactNode } from 'react';
import type { PianoLeadPlan, PianoShare, ToolDefaults } from '@portal/shared';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/nav';
import type { CalculatorQuery } from '../model/calculator-form';
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

/**
 * /piano-acquisto/:agencySlug: the calculator an agency sends to its clients, with its name
 * and contacts; `agency` null when the link names no active agency. The server prerenders
 * it (decision 091) with the answers the app's API gives.
 */
export function PianoShareView({
  agency,
  defaults,
  query,
  sendForm,
}: {
  agency: PianoShare['agency'] | null;
  defaults: ToolDefaults;
  query: CalculatorQuery;
  /** The form that sends the plan to the agency (see Calculator). */
  sendForm: (plan: PianoLeadPlan | null, agency: PianoShare['agency']) => ReactNode;
}) {
  if (!agency) {
    return (
      <div className={tool.body}>
        <h1 className={styles.sectionTitle}>Agenzia non trovata</h1>
        <p>
          Il link del Piano D’Acquisto non corrisponde a nessuna agenzia attiva. Chiedi all’agenzia
          un nuovo link.
        </p>
        <Link to={paths.pianoAcquisto}>Prova comunque il Piano D’Acquisto</Link>
      </div>
    );
  }
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
          defaults={defaults}
          agencyName={agency.nome}
          agencySlug={agency.slug}
          sendForm={(plan) => sendForm(plan, agency)}
          query={query}
        />
      </div>
    </>
  );
}
