import { InlineErrorText } from '../../../components/layout/inline-error-text';
import { ServiceCard } from '../../../components/services/service-card';
import { htmlToText } from '../../../components/services/service-look';
import { tileTarget } from '../../../components/services/tile-target';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { usePublicCatalogue } from '../api/get-public-services';
import { ILLUSTRATIONS } from '../../../components/services/illustrations';
import styles from './services-section.module.css';

/** Home 'SERVIZI': the two named services, then one card per public service. */
export function ServicesSection() {
  const { brand, productName } = usePublicConfig();
  const catalogue = usePublicCatalogue();
  const error = catalogue.errorText('Impossibile caricare gli altri servizi.');

  return (
    <section id="servizi" className={styles.section} aria-labelledby="servizi-title">
      <h2 id="servizi-title" className={styles.title}>
        SERVIZI
      </h2>
      <p className={styles.intro}>
        Gli strumenti e i servizi di {productName} per la tua agenzia: apri una scheda per i
        dettagli e i prezzi.
      </p>
      <ul className={styles.cards} aria-busy={catalogue.pending}>
        <li>
          <ServiceCard
            target={{ kind: 'page', to: paths.displayRata }}
            name="Display Rata"
            description="La rata mensile accanto al prezzo di ogni immobile, direttamente sul sito della tua agenzia."
            image={ILLUSTRATIONS.displayRata}
            color={brand.colors.primary}
            promo={false}
            more="Scopri di più →"
          />
        </li>
        <li>
          <ServiceCard
            target={{ kind: 'page', to: paths.pianoAcquisto }}
            name="Piano D’Acquisto"
            description="Il mutuo massimo e il prezzo sostenibile per i tuoi clienti, a partire da pochi dati."
            image={ILLUSTRATIONS.pianoAcquisto}
            color={brand.colors.accent}
            promo={false}
            more="Scopri di più →"
          />
        </li>
        {catalogue.pending
          ? [0, 1, 2].map((i) => <li key={i} className={styles.skeleton} aria-hidden="true" />)
          : (catalogue.services ?? []).map((service) => (
              <li key={service._id}>
                <ServiceCard
                  target={tileTarget(service, {
                    service: paths.service(service.name),
                    link: paths.serviceLink,
                  })}
                  name={service.name}
                  description={htmlToText(service.description)}
                  image={service.image}
                  color={service.color}
                  promo={service.promo}
                  more="Scopri di più →"
                />
              </li>
            ))}
      </ul>
      {error === null ? null : <InlineErrorText text={error} onRetry={catalogue.retry} />}
    </section>
  );
}
