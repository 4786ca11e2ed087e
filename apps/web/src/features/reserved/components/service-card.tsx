import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config-context';
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
}

/** A hub tile: image (or a placeholder in the service's colour), name, description, PROMO. */
export function ServiceCard({
  to,
  name,
  description,
  image,
  color,
  promo,
  requested,
}: ServiceCardProps) {
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
      aria-labelledby={[`${id}-name`, promo && `${id}-promo`, requested && `${id}-requested`]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <span className={styles.visual} aria-hidden="true">
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" />
        ) : (
          <span className={styles.initial}>{name.trim().charAt(0).toUpperCase()}</span>
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
          Apri →
        </span>
      </span>
    </Link>
  );
}
