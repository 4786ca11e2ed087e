import type { CSSProperties } from 'react';
import type { Service } from '@portal/shared';
import { formatPrice } from '@portal/shared/domain/format';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/nav';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useSignedIn } from '../../../lib/session';
import { loginReturningTo } from '../../../lib/return-to';
import { headingsUnder, serviceColors } from '../../../components/services/service-look';
import styles from './public-service-page.module.css';

const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('it-IT')
    .trim();

/** The service named in the address: exact name first, then ignoring case and accents. */
export function findServiceByName(services: readonly Service[], name: string): Service | undefined {
  return services.find((s) => s.name === name) ?? services.find((s) => key(s.name) === key(name));
}

export function ServiceNotFound({ name }: { name: string }) {
  return (
    <div className={styles.missingWrap}>
      <section className={styles.missing} aria-labelledby="service-missing-title">
        <h1 id="service-missing-title">Servizio non trovato</h1>
        <p>Il servizio «{name}» non esiste o non è più disponibile.</p>
        <Link to={paths.homeServices} className={styles.primary}>
          Vedi tutti i servizi
        </Link>
      </section>
    </div>
  );
}

/**
 * A public service's description, image, prices and call to action; the server prerenders
 * it (decision 091).
 */
export function PublicServiceView({ service }: { service: Service }) {
  const { productName, brand } = usePublicConfig();
  // The prerendered page is rendered signed out for everyone; the cookie's answer comes after.
  const signedIn = useSignedIn();
  const colors = serviceColors(service.color, brand.colors.primary);
  const style = {
    '--service-band': colors.band,
    '--service-on-band': colors.onBand,
    '--service-ink': colors.ink,
  } as CSSProperties;
  const noPrice = service.prices_without === null && service.prices_with === null;

  return (
    <article className={styles.page} style={style} aria-labelledby="service-title">
      <header className={styles.band}>
        <div className={styles.bandInner}>
          <Link to={paths.homeServices} className={styles.back}>
            ← Tutti i servizi
          </Link>
          {service.promo ? <span className={styles.promo}>PROMO</span> : null}
          <h1 id="service-title" className={styles.title}>
            {service.name}
          </h1>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {service.image ? (
            <img className={styles.image} src={service.image} alt="" width={1280} height={560} />
          ) : null}
          {/* Rich text stored by the admin editor, sanitised by the server (QUALITY.md S13). */}
          <div
            className={styles.richText}
            dangerouslySetInnerHTML={{ __html: headingsUnder(service.description) }}
          />
          {service.pdf ? (
            <p>
              <a
                href={service.pdf}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.pdf}
              >
                Scarica la scheda del servizio (PDF, si apre in una nuova scheda)
              </a>
            </p>
          ) : null}
        </div>
        <aside className={styles.aside} aria-labelledby="service-prices-title">
          <h2 id="service-prices-title" className={styles.asideTitle}>
            Prezzi
          </h2>
          {noPrice ? (
            <p className={styles.muted}>Prezzo su richiesta: contattaci per un preventivo.</p>
          ) : (
            <dl className={styles.prices}>
              {service.prices_without !== null ? (
                <div>
                  <dt>Senza {productName}</dt>
                  <dd>{formatPrice(service.prices_without)}</dd>
                </div>
              ) : null}
              {service.prices_with !== null ? (
                <div className={styles.withPrice}>
                  <dt>Con {productName}</dt>
                  <dd>{formatPrice(service.prices_with)}</dd>
                </div>
              ) : null}
            </dl>
          )}
          {signedIn ? (
            <>
              <p className={styles.muted}>
                Richiedi il servizio dall’Area Riservata della tua agenzia.
              </p>
              <Link to={paths.reserved.service(service.name)} className={styles.primary}>
                Richiedi il servizio
              </Link>
            </>
          ) : (
            <>
              <p className={styles.muted}>
                Registra gratis la tua agenzia, oppure accedi per richiedere il servizio.
              </p>
              <Link to={paths.homeRegister} className={styles.primary}>
                Registrati gratuitamente
              </Link>
              <Link
                to={loginReturningTo(paths.reserved.service(service.name))}
                className={styles.secondary}
              >
                Accedi per richiederlo
              </Link>
            </>
          )}
        </aside>
      </div>
    </article>
  );
}
