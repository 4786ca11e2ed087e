import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { isUserSignedIn } from '../../../lib/session';
import styles from './home-page.module.css';

const SERVICES = [
  {
    to: paths.displayRata,
    name: 'Display Rata',
    description:
      'La rata mensile accanto al prezzo di ogni immobile, direttamente sul sito della tua agenzia.',
  },
  {
    to: paths.pianoAcquisto,
    name: 'Piano D’Acquisto',
    description: 'Il mutuo massimo e il prezzo sostenibile per i tuoi clienti, in pochi dati.',
  },
] as const;

/** Home: welcome hero, 'SERVIZI' and the registration call-to-action (full content in a later release). */
export function HomePage() {
  const { productName, brand } = usePublicConfig();
  const signedIn = isUserSignedIn();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
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

      <section id="servizi" className={styles.section} aria-labelledby="servizi-title">
        <h2 id="servizi-title" className={styles.sectionTitle}>
          SERVIZI
        </h2>
        <ul className={styles.cards}>
          {SERVICES.map((service) => (
            <li key={service.to}>
              <Link to={service.to} className={styles.card}>
                <span className={styles.cardName}>{service.name}</span>
                <span className={styles.cardText}>{service.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {signedIn ? null : (
        <section id="registrati" className={styles.section} aria-labelledby="registrati-title">
          <div className={styles.register}>
            <h2 id="registrati-title" className={styles.sectionTitle}>
              Registra la tua agenzia
            </h2>
            <p className={styles.registerText}>
              Il modulo di registrazione sarà disponibile a breve. Hai già un account?
            </p>
            <Link to={paths.reserved.login} className={styles.primary}>
              Accedi all’Area Riservata
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
