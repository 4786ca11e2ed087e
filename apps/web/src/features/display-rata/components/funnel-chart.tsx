import { useId } from 'react';
import type { DisplayRataFunnel } from '@portal/shared';
import { formatDate, formatNumber } from '@portal/shared/domain/format';
import styles from './funnel.module.css';

/** A day 'YYYY-MM-DD' as the page writes it (dd/mm/yyyy). */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

const WIDTH = 900;
const HEIGHT = 160;

/**
 * The 90 days as bars, drawn by hand in SVG (decision 013: no chart library): the badges
 * shown each day, and inside each bar the examples opened. The drawing has a title for
 * screen readers; the same numbers are in the table beside it.
 */
export function FunnelChart({ funnel, tableId }: { funnel: DisplayRataFunnel; tableId: string }) {
  const titleId = useId();
  const descId = useId();
  const peak = Math.max(1, ...funnel.giorni.map((d) => d.badge));
  const step = WIDTH / funnel.giorni.length;
  const bar = Math.max(1, step - 2);
  const y = (n: number) => HEIGHT - (n / peak) * HEIGHT;
  return (
    <figure className={styles.chart}>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.svg}
      >
        <title id={titleId}>
          Badge mostrati ed esempi aperti per giorno, dal {dayLabel(funnel.dal)} al{' '}
          {dayLabel(funnel.al)}
        </title>
        <desc id={descId}>
          Al massimo {formatNumber(peak)} badge in un giorno; i numeri di ogni giorno sono nella
          tabella «Giorno per giorno».
        </desc>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.axis} />
        {funnel.giorni.map((d, i) =>
          d.badge > 0 || d.esempi > 0 ? (
            <g key={d.giorno}>
              <rect
                x={i * step + 1}
                y={y(d.badge)}
                width={bar}
                height={HEIGHT - y(d.badge)}
                className={styles.badges}
              />
              <rect
                x={i * step + 1}
                y={y(Math.min(d.esempi, d.badge))}
                width={bar}
                height={HEIGHT - y(Math.min(d.esempi, d.badge))}
                className={styles.examples}
              />
            </g>
          ) : null,
        )}
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.scale}>
          <span>{dayLabel(funnel.dal)}</span>
          <span>{dayLabel(funnel.al)}</span>
        </span>
        <span className={styles.legend}>
          <span>
            <span className={`${styles.swatch} ${styles.swatchBadges}`} aria-hidden="true" /> Badge
            mostrati (massimo {formatNumber(peak)} al giorno)
          </span>
          <span>
            <span className={`${styles.swatch} ${styles.swatchExamples}`} aria-hidden="true" />{' '}
            Esempi aperti
          </span>
          <a href={`#${tableId}`}>I numeri giorno per giorno</a>
        </span>
      </figcaption>
    </figure>
  );
}
