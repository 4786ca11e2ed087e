import { paths } from '../../../config/paths';
import { Link } from '../../../lib/nav';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './fimaa-page.module.css';

const BENEFITS = [
  {
    title: 'Registrazione dedicata',
    text: 'La tua agenzia viene registrata come associata FIMAA e seguita come tale.',
  },
  {
    title: 'Strumenti per il tuo sito',
    text: 'Display Rata mostra la rata accanto al prezzo dei tuoi immobili; Piano D’Acquisto calcola il mutuo sostenibile per i clienti.',
  },
  {
    title: 'Mediazione creditizia professionale',
    text: 'Un mediatore creditizio iscritto all’Elenco OAM al fianco dei tuoi clienti, dalla prima valutazione al rogito.',
  },
] as const;

/**
 * fimaa: landing page for agencies that are members of FIMAA (no promo banner here). The
 * server prerenders it (decision 091).
 */
export function FimaaPage() {
  const { productName, brand } = usePublicConfig();
  return (
    <>
      <section className={styles.hero} aria-labelledby="fimaa-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Convenzione FIMAA · {productName}</p>
          <h1 id="fimaa-title" className={styles.title}>
            Per le agenzie associate FIMAA
          </h1>
          <p className={styles.lead}>
            {brand.company.name} accompagna le agenzie della Federazione Italiana Mediatori Agenti
            d’Affari con strumenti e consulenza sul credito immobiliare.
          </p>
          <Link to={paths.fimaaRegister} className={styles.primary}>
            Registra la tua agenzia FIMAA
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="fimaa-benefits">
        <h2 id="fimaa-benefits" className={styles.sectionTitle}>
          Cosa trovi
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={paths.homeServices}>Vedi tutti i servizi e il listino prezzi</Link>
        </p>
      </section>
    </>
  );
}
