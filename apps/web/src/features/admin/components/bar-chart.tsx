import { useId } from 'react';
import { formatNumber } from '@portal/shared/domain/format';
import type { ChartDatum } from './hub-figures';
import styles from './bar-chart.module.css';

/**
 * Small bar charts written by hand (no chart library: about 1 kB instead of the 23 kB of
 * uPlot or the 53 kB of a tree-shaken Chart.js, gzip). The bars are plain HTML sized in
 * percent, so the text stays crisp at any width; screen readers get the same numbers as a
 * table, the drawing is hidden from them.
 */

interface ChartProps {
  title: string;
  data: readonly ChartDatum[];
  /** Header of the label column in the accessible table. */
  labelHeader: string;
  valueHeader?: string;
}

function DataTable({ title, data, labelHeader, valueHeader = 'Numero' }: ChartProps) {
  const hasNote = data.some((d) => d.note);
  return (
    <table className="visually-hidden">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
          {hasNote ? <th scope="col">Percentuale</th> : null}
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.key}>
            <th scope="row">{d.label}</th>
            <td>{formatNumber(d.value)}</td>
            {hasNote ? <td>{d.note}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const peak = (data: readonly ChartDatum[]) => Math.max(1, ...data.map((d) => d.value));

/** Horizontal bars: one row per category, value and share at the end. */
export function BarList(props: ChartProps) {
  const titleId = useId();
  const max = peak(props.data);
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {props.title}
      </figcaption>
      <div aria-hidden="true" className={styles.rows}>
        {props.data.map((d) => (
          <div key={d.key} className={styles.row}>
            <span className={styles.rowLabel}>{d.label}</span>
            <span className={styles.track}>
              {d.value > 0 ? (
                <span
                  className={styles.bar}
                  data-key={d.key}
                  style={{ width: `${(d.value / max) * 100}%` }}
                />
              ) : null}
            </span>
            <span className={styles.rowValue}>
              {formatNumber(d.value)}
              {d.note ? <small> · {d.note}</small> : null}
            </span>
          </div>
        ))}
      </div>
      <DataTable {...props} />
    </figure>
  );
}

/** Vertical columns (the months), with the value on top of each. */
export function ColumnChart(props: ChartProps) {
  const titleId = useId();
  const max = peak(props.data);
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {props.title}
      </figcaption>
      <div
        aria-hidden="true"
        className={styles.columns}
        style={{ gridTemplateColumns: `repeat(${props.data.length}, 1fr)` }}
      >
        {props.data.map((d) => (
          <div key={d.key} className={styles.column} title={`${d.label}: ${formatNumber(d.value)}`}>
            <span className={styles.columnValue}>{formatNumber(d.value)}</span>
            <span className={styles.columnTrack}>
              <span className={styles.columnBar} style={{ height: `${(d.value / max) * 100}%` }} />
            </span>
            <span className={styles.columnLabel}>
              {d.shortLabel ?? d.label}
              {d.year ? <span className={styles.columnYear}>{d.year}</span> : null}
            </span>
          </div>
        ))}
      </div>
      <DataTable {...props} />
    </figure>
  );
}
