import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/public-config-context';
import { serviceColors } from './service-look';
import styles from './service-card.module.css';

export interface ServiceCardProps {
  to: string;
  name: string;
  /** Plain text; long descriptions are cut to three lines. */
  description: string;
  image?: string | null;
  color?: string | null;
  promo?: boolean;
  /** 'Richiesta inviata' badge for a service the agency has already asked for. */
  requested?: boolean;
  /** The call to action at the foot of the card ('Scopri di più →', 'Apri →'). */
  more: string;
}

/**
 * A service tile of the home's 'SERVIZI' section and of the reserved hub: image (or the
 * initial on the service's colour), PROMO and 'Richiesta inviata' badges, name,
 * description. The whole card is one target: the name's link, named by the name and the badges.
 */
export function ServiceCard({
  to,
  name,
  description,
  image,
  color,
  promo,
  requested,
  more,
}: ServiceCardProps) {
  const id = useId();
  const colors = serviceColors(color, usePublicConfig().brand.colors.primary);
  const style = {
    '--service-band': colors.band,
    '--service-ink': colors.ink,
    '--service-on-band': colors.onBand,
  } as CSSProperties;

  // The name is the link (WCAG 2.5.3: its accessible name is the words it shows), stretched
  // over the whole card by CSS so the card stays one big target; the badges follow the name
  // in the link's text and are drawn above it.
  return (
    <div className={styles.card} style={style}>
      <span className={styles.visual} aria-hidden="true">
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.initial}>{name.trim().charAt(0).toLocaleUpperCase('it-IT')}</span>
        )}
      </span>
      <span className={styles.body}>
        <Link
          to={to}
          className={styles.link}
          aria-describedby={description ? `${id}-description` : undefined}
        >
          <span className={styles.name}>{name}</span>{' '}
          {promo || requested ? (
            <span className={styles.badges}>
              {promo ? <span className={styles.promo}>PROMO</span> : null}
              {promo && requested ? ' ' : null}
              {requested ? <span className={styles.requested}>Richiesta inviata</span> : null}
            </span>
          ) : null}
        </Link>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {more}
        </span>
      </span>
    </div>
  );
}
