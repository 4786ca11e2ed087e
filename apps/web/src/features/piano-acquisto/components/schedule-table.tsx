import { useState } from 'react';
import { mortgage } from '@portal/shared';
import type { YearSummary } from '../model/yearly';
import styles from './results.module.css';

const euro = mortgage.formatEuro;

/** The amortisation schedule: collapsible yearly summary, each year opening on its months. */
export function ScheduleTable({ years }: { years: readonly YearSummary[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>Piano di ammortamento ({years.length} anni)</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Piano di ammortamento per anno; ogni anno si apre sul dettaglio mensile
          </caption>
          <thead>
            <tr>
              <th scope="col">Anno</th>
              <th scope="col">Rate pagate</th>
              <th scope="col">Capitale</th>
              <th scope="col">Interessi</th>
              <th scope="col">Debito residuo</th>
            </tr>
          </thead>
          <tbody>
            {years.map((y) => (
              <YearRows
                key={y.year}
                year={y}
                open={open === y.year}
                onToggle={() => setOpen(open === y.year ? null : y.year)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function YearRows({
  year,
  open,
  onToggle,
}: {
  year: YearSummary;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <tr>
        <th scope="row">
          <button
            type="button"
            className={styles.yearButton}
            aria-expanded={open}
            onClick={onToggle}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {year.year}°
            <span className="visually-hidden"> anno, dettaglio mensile</span>
          </button>
        </th>
        <td>{euro(year.paid)}</td>
        <td>{euro(year.principal)}</td>
        <td>{euro(year.interest)}</td>
        <td>{euro(year.balance)}</td>
      </tr>
      {open
        ? year.rows.map((row) => (
            <tr key={row.n} className={styles.monthRow}>
              <th scope="row">Rata {row.n}</th>
              <td>{euro(row.payment)}</td>
              <td>{euro(row.principal)}</td>
              <td>{euro(row.interest)}</td>
              <td>{euro(row.balance)}</td>
            </tr>
          ))
        : null}
    </>
  );
}
