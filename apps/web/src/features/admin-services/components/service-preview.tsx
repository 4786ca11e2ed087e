import { useEffect, useState, type CSSProperties } from 'react';
import { colourOr } from '@portal/shared';
import { TilePlaceholder } from '../../../components/services/tile-placeholder';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './services.module.css';

/** Plain text of the editor's HTML, for the preview's three lines. */
export function previewText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Dark text on light colours, white on dark ones (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#1c2430' : '#ffffff';
}

/**
 * Roughly how the tile will look on the home page and in the hub: image (or the drawn
 * placeholder on the colour), PROMO tag, the name (only without an image, as on the tile),
 * the start of the description.
 */
export function ServicePreview({
  name,
  description,
  color,
  promo,
  image,
  newImage,
}: {
  name: string;
  description: string;
  color: string;
  promo: boolean;
  image: string | null;
  newImage: File | null;
}) {
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!newImage) return setFileUrl(null);
    const url = URL.createObjectURL(newImage);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [newImage]);
  const shown = fileUrl ?? image;
  const band = colourOr(color, usePublicConfig().brand.colors.primary);
  return (
    <figure className={styles.preview} aria-label="Anteprima della scheda">
      <div
        className={styles.previewCard}
        style={
          {
            '--band': band,
            '--on-band': inkOn(band),
            '--service-on-band': inkOn(band),
          } as CSSProperties
        }
      >
        <div className={styles.previewVisual}>
          {shown ? <img src={shown} alt="" /> : <TilePlaceholder />}
        </div>
        <div className={styles.previewBody}>
          {promo ? <span className={styles.promo}>PROMO</span> : null}
          <strong className={shown ? 'visually-hidden' : undefined}>
            {name.trim() || 'Nome del servizio'}
          </strong>
          <span className={styles.previewText}>
            {previewText(description) || 'La descrizione apparirà qui.'}
          </span>
        </div>
      </div>
      <figcaption className={styles.hint}>Anteprima della scheda nel catalogo</figcaption>
    </figure>
  );
}
