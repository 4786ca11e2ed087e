import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from '../../lib/nav';
import { usePublicConfig } from '../../lib/public-config-context';
import { serviceColors } from './service-look';
import { TilePlaceholder } from './tile-placeholder';
import type { TileTarget } from './tile-target';
import styles from './service-card.module.css';

export interface ServiceCardProps {
  target: TileTarget;
  name: string;
  /** Plain text; long descriptions are cut to three lines. */
  description: string;
  image?: string | null;
  color?: string | null;
  promo?: boolean;
  /**
   * The state of the agency's request for this service, as its badge reads it
   * («Richiesta inviata», «Richiesta completata»: serviceRequestStatus); none when not asked.
   */
  requested?: string;
  /** The call to action at the foot of a card that opens a page ('Scopri di più →', 'Apri →'). */
  more: string;
}

const MORE_BY_KIND = { pdf: 'Apri la scheda PDF ↗', external: 'Apri il sito ↗' } as const;
const NEW_TAB_BY_KIND = { pdf: '(PDF, nuova scheda)', external: '(sito esterno, nuova scheda)' };

function TileLink({
  target,
  describedBy,
  children,
}: {
  target: TileTarget;
  describedBy: string | undefined;
  children: ReactNode;
}) {
  if (target.kind === 'page') {
    return (
      <Link to={target.to} className={styles.link} aria-describedby={describedBy}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.link}
      aria-describedby={describedBy}
    >
      {children} <span className="visually-hidden">{NEW_TAB_BY_KIND[target.kind]}</span>
    </a>
  );
}

/**
 * A service tile of the home's 'SERVIZI' section and of the reserved hub: the image, or a
 * drawn placeholder on the service's colour; PROMO and request-state badges; the
 * name, shown only when there is no image (the image carries it; decisions.md "Service
 * tiles"); the description. The whole card is one target: a link named by the name.
 */
export function ServiceCard({
  target,
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

  // The link is stretched over the whole card by CSS so the card stays one big target; its
  // accessible name is the service's name, visible only when no image shows it.
  return (
    <div className={styles.card} style={style} data-has-image={image ? true : undefined}>
      <span className={styles.visual} aria-hidden="true">
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={640}
            height={280}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <TilePlaceholder />
        )}
      </span>
      <span className={styles.body}>
        <TileLink target={target} describedBy={description ? `${id}-description` : undefined}>
          <span className={image ? 'visually-hidden' : styles.name}>{name}</span>{' '}
          {promo || requested ? (
            <span className={styles.badges}>
              {promo ? <span className={styles.promo}>PROMO</span> : null}
              {promo && requested ? ' ' : null}
              {requested ? <span className={styles.requested}>{requested}</span> : null}
            </span>
          ) : null}
        </TileLink>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {target.kind === 'page' ? more : MORE_BY_KIND[target.kind]}
        </span>
      </span>
    </div>
  );
}
