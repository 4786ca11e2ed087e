import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config-context';
import { serviceColors } from './service-look';
import styles from './public-service-card.module.css';

export interface PublicServiceCardProps {
  to: string;
  name: string;
  /** Plain text; cut to three lines. */
  description: string;
  image: string | null;
  color: string;
  promo: boolean;
}

/** A card of the 'SERVIZI' section: image or colour band, PROMO tag, name, description. */
export function PublicServiceCard({
  to,
  name,
  description,
  image,
  color,
  promo,
}: PublicServiceCardProps) {
  const id = useId();
  const colors = serviceColors(color, usePublicConfig().brand.colors.primary);
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
      aria-labelledby={promo ? `${id}-name ${id}-promo` : `${id}-name`}
      aria-describedby={description ? `${id}-text` : undefined}
    >
      <span className={styles.visual} aria-hidden="true">
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.initial}>{name.trim().charAt(0).toLocaleUpperCase('it-IT')}</span>
        )}
      </span>
      <span className={styles.body}>
        {promo ? (
          <span id={`${id}-promo`} className={styles.promo}>
            PROMO
          </span>
        ) : null}
        <span id={`${id}-name`} className={styles.name}>
          {name}
        </span>
        {description ? (
          <span id={`${id}-text`} className={styles.text}>
            {description}
          </span>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          Scopri di più →
        </span>
      </span>
    </Link>
  );
}
