import { paths } from '../../config/paths';
import { Link } from '../../lib/nav';
import { usePublicConfig } from '../../lib/public-config-context';
import { buildLegalNotice, telHref } from './legal-notice';
import { OamRegisterLink } from './oam-register-link';
import styles from './footer.module.css';

const CIRCLES = Array.from({ length: 10 }, (_, i) => i);

/** On every screen: the credit-mediation company's brand and legal notice (spec section 1). */
export function Footer() {
  const { brand, productName } = usePublicConfig();
  const { company, contacts, poweredBy } = brand;
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.circles} aria-hidden="true" data-testid="footer-circles">
        {CIRCLES.map((i) => (
          <span key={i} className={styles.circle} />
        ))}
      </div>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div>
            <p className={styles.company}>
              {company.name} {company.legalForm}
            </p>
            <p className={styles.tagline}>
              Mediazione creditizia per le agenzie immobiliari · {productName}
            </p>
          </div>
          <ul className={styles.contacts} aria-label="Contatti">
            <li>
              <a href={`mailto:${contacts.email}`}>
                <span className={styles.label}>E-mail</span> {contacts.email}
              </a>
            </li>
            <li>
              <a href={telHref(contacts.phone)}>
                <span className={styles.label}>Telefono</span> {contacts.phone}
              </a>
            </li>
          </ul>
        </div>
        <div className={styles.legal}>
          <p>{buildLegalNotice(company, year)}</p>
          <p>
            <OamRegisterLink />
          </p>
          {company.legalNotice ? <p>{company.legalNotice}</p> : null}
        </div>
        <ul className={styles.notices} aria-label="Informative">
          <li>
            <Link to={paths.privacy}>Informativa privacy</Link>
          </li>
          <li>
            <Link to={paths.cookie}>Cookie</Link>
          </li>
          <li>
            <Link to={paths.transparency}>Trasparenza</Link>
          </li>
          <li>
            <Link to={paths.complaints}>Reclami</Link>
          </li>
          <li>
            <Link to={paths.accessibility}>Dichiarazione di accessibilità</Link>
          </li>
          <li>
            <Link to={paths.contestRules}>Regolamento del concorso</Link>
          </li>
        </ul>
        <p className={styles.credit}>
          powered by{' '}
          <a href={poweredBy.url} target="_blank" rel="noopener noreferrer">
            {poweredBy.name}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
