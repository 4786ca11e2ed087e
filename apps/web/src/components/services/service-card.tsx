import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
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
 * description. The whole card is one link, named by the name and the badges.
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
  const colors = serviceColors(color);
  const style = {
    '--service-band': colors.band,
    '--service-ink': colors.ink,
    '--service-on-band': colors.onBand,
  } as CSSProperties;

  return (
    <Link
      to={to}
      className={styles.card}
      style={style}
      aria-labelledby={[`${id}-name`, promo && `${id}-promo`, requested && `${id}-requested`]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <span className={styles.visual} aria-hidden="true">
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.initial}>{name.trim().charAt(0).toLocaleUpperCase('it-IT')}</span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.badges}>
          {promo ? (
            <span id={`${id}-promo`} className={styles.promo}>
              PROMO
            </span>
          ) : null}
          {requested ? (
            <span id={`${id}-requested`} className={styles.requested}>
              Richiesta inviata
            </span>
          ) : null}
        </span>
        <span id={`${id}-name`} className={styles.name}>
          {name}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {more}
        </span>
      </span>
    </Link>
  );
}
