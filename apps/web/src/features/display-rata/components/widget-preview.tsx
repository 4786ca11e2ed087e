import { useEffect, useRef } from 'react';
import type { WidgetConfig } from '@portal/shared';
import { formatEuroWhole } from '@portal/shared/domain/format';
import { renderBadge } from '../../../widget/badge';
import { figuresForPrice } from '../../../widget/figures';
import styles from './display-rata.module.css';

export interface PreviewListing {
  title: string;
  place: string;
  priceCents: number;
}

export const SAMPLE_LISTINGS: readonly PreviewListing[] = [
  { title: 'Bilocale con terrazzo', place: 'Torino · Crocetta', priceCents: 18_750_000 },
  { title: 'Trilocale luminoso', place: 'Milano · Città Studi', priceCents: 25_000_000 },
  { title: 'Villetta con giardino', place: 'Bologna · Borgo Panigale', priceCents: 39_500_000 },
];

function PreviewBadge({ config, priceCents }: { config: WidgetConfig; priceCents: number }) {
  const host = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const figures = figuresForPrice(config, priceCents);
    if (figures)
      renderBadge(el, {
        label: config.label,
        palette: config.palette,
        figures,
        pianoUrl: config.pianoUrl,
      });
    else el.shadowRoot?.replaceChildren();
  }, [config, priceCents]);
  return <span ref={host} className={styles.badgeRoom} data-preview-badge="" />;
}

/**
 * Listings drawn with the real widget code (same badge, same shadow DOM), so what the agency
 * sees here is what its site will show.
 */
export function WidgetPreview({
  config,
  listings = SAMPLE_LISTINGS,
  label = 'Anteprima del widget su annunci di esempio',
}: {
  config: WidgetConfig;
  listings?: readonly PreviewListing[];
  label?: string;
}) {
  return (
    <ul className={styles.listings} aria-label={label}>
      {listings.map((l) => (
        <li key={`${l.title}-${l.priceCents}`} className={styles.listing}>
          <span className={styles.photo} aria-hidden="true" />
          <span className={styles.listingBody}>
            <span className={styles.listingTitle}>{l.title}</span>
            <span className={styles.listingPlace}>{l.place}</span>
            <span className={styles.listingPrice}>
              <span data-preview-price={l.priceCents / 100}>{formatEuroWhole(l.priceCents)}</span>
              <PreviewBadge config={config} priceCents={l.priceCents} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
