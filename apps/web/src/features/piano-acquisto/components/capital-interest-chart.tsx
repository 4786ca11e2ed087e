import { useId } from 'react';
import { mortgage } from '@portal/shared';
import { formatEuroWhole } from '@portal/shared/domain/format';
import type { YearSummary } from '../model/yearly';
import styles from './capital-interest-chart.module.css';

const W = 640;
const H = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/** The chart's text alternative: what a sighted reader takes from it. */
export function chartSummary(years: readonly YearSummary[]): string {
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return '';
  const principal = years.reduce((s, y) => s + y.principal, 0);
  const interest = years.reduce((s, y) => s + y.interest, 0);
  const crossing = years.find((y) => y.principal >= y.interest);
  return [
    `In ${years.length} anni si rimborsano ${mortgage.formatEuro(principal)} di capitale e ${mortgage.formatEuro(interest)} di interessi.`,
    `Il primo anno gli interessi sono ${mortgage.formatEuro(first.interest)} e il capitale ${mortgage.formatEuro(first.principal)};`,
    `l’ultimo anno gli interessi sono ${mortgage.formatEuro(last.interest)} e il capitale ${mortgage.formatEuro(last.principal)}.`,
    crossing && crossing.year > 1
      ? `Dal ${crossing.year}° anno la quota di capitale supera quella di interessi.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Capital and interest paid each year, as stacked bars (hand-written SVG). */
export function CapitalInterestChart({ years }: { years: readonly YearSummary[] }) {
  const id = useId();
  const max = Math.max(1, ...years.map((y) => y.paid));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, years.length);
  const barW = Math.max(2, band * 0.72);
  const y = (cents: number) => PAD.top + plotH - (cents / max) * plotH;
  const ticks = [0, 0.5, 1].map((f) => max * f);
  const labelEvery = years.length > 20 ? 5 : years.length > 10 ? 2 : 1;

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        className={styles.svg}
      >
        <title id={`${id}-t`}>Grafico: capitale e interessi pagati ogni anno</title>
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axis}>
              {formatEuroWhole(t)}
            </text>
          </g>
        ))}
        {years.map((yr, i) => {
          const x = PAD.left + i * band + (band - barW) / 2;
          return (
            <g key={yr.year} aria-hidden="true">
              <rect
                x={x}
                width={barW}
                y={y(yr.principal)}
                height={y(0) - y(yr.principal)}
                className={styles.capital}
              />
              <rect
                x={x}
                width={barW}
                y={y(yr.paid)}
                height={y(yr.principal) - y(yr.paid)}
                className={styles.interest}
              />
              {(yr.year === 1 || yr.year % labelEvery === 0) && (
                <text x={x + barW / 2} y={H - 10} textAnchor="middle" className={styles.axis}>
                  {yr.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <i className={styles.swatchCapital} aria-hidden="true" /> Capitale
        </span>
        <span>
          <i className={styles.swatchInterest} aria-hidden="true" /> Interessi
        </span>
        <span className={styles.axisNote}>Anni del mutuo</span>
      </figcaption>
      <p id={`${id}-d`} className={styles.chartSummary}>
        {chartSummary(years)}
      </p>
    </figure>
  );
}
