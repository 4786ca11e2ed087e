import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/nav';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useSignedIn } from '../../../lib/session';
import { DeferredSection } from './deferred-section';
import { HeroVideo } from './hero-video';
import styles from './home-page.module.css';

interface HomePageProps {
  /** The 'SERVIZI' section. */
  services: ReactNode;
  /** The 'LISTINO PREZZI' section. */
  priceList: ReactNode;
  /** The agency registration form; its code loads only when the section nears the viewport. */
  registration: ReactNode;
}

/** Home (spec section 2): video banner, 'SERVIZI', 'LISTINO PREZZI', registration (visitors only). */
export function HomePage({ services, priceList, registration }: HomePageProps) {
  const { productName, brand } = usePublicConfig();
  const signedIn = useSignedIn();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <HeroVideo src={brand.media.heroVideo} poster={brand.media.heroPoster} />
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{productName} · per le agenzie immobiliari</p>
            <h1 id="home-title" className={styles.title}>
              Più valore a ogni immobile, con il mutuo giusto per i tuoi clienti
            </h1>
            <p className={styles.lead}>
              {brand.company.name} mette a disposizione della tua agenzia strumenti e consulenza di
              mediazione creditizia: gratis per iniziare, senza impegno.
            </p>
            <div className={styles.actions}>
              <Link to={paths.homeServices} className={styles.primary}>
                Scopri i servizi
              </Link>
              {signedIn ? (
                <Link to={paths.reserved.hub} className={styles.secondary}>
                  Vai all’Area Riservata
                </Link>
              ) : (
                <Link to={paths.homeRegister} className={styles.secondary}>
                  Registrati gratuitamente
                </Link>
              )}
            </div>
          </div>
          <ul className={styles.highlights} aria-label="In breve">
            <li>
              <strong>Registrazione gratuita</strong>
              <span>Crea l’account della tua agenzia in pochi minuti.</span>
            </li>
            <li>
              <strong>Mediatore creditizio iscritto OAM</strong>
              <span>
                {brand.company.name}, Elenco OAM n. {brand.company.oamNumber}.
              </span>
            </li>
            <li>
              <strong>Strumenti per il tuo sito</strong>
              <span>Display Rata e Piano D’Acquisto, pronti da usare.</span>
            </li>
          </ul>
        </div>
      </section>

      {services}
      {priceList}

      {signedIn ? null : (
        <section
          id="registrati"
          className={styles.register}
          aria-labelledby="registrati-title"
          data-promo-avoid=""
        >
          <div className={styles.registerHead}>
            <h2 id="registrati-title" className={styles.sectionTitle}>
              Registra la tua agenzia
            </h2>
            <p className={styles.registerText}>
              Compila il modulo: ti invieremo un’e-mail per confermare l’indirizzo. Hai già un
              account? <Link to={paths.reserved.login}>Accedi all’Area Riservata</Link>.
            </p>
          </div>
          <DeferredSection hash="#registrati" minHeight="60rem">
            {registration}
          </DeferredSection>
        </section>
      )}
    </>
  );
}
