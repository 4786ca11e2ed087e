import { mortgage } from '@portal/shared';
import styles from './results.module.css';

const GROUPS: Record<mortgage.CostGroup, string> = {
  imposte: 'Imposte sulla compravendita',
  notaio: 'Notaio',
  agenzia: 'Agenzia',
  mutuo: 'Costi del mutuo',
};

/** The purchase costs, grouped, with the total and the engine's notes (e.g. estimated cadastral value). */
export function CostBreakdown({ costs }: { costs: mortgage.PurchaseCosts }) {
  const groups = (Object.keys(GROUPS) as mortgage.CostGroup[]).filter((g) =>
    costs.items.some((i) => i.group === g),
  );
  return (
    <section className={`${styles.card} ${styles.costs}`} aria-labelledby="costi-titolo">
      <h3 id="costi-titolo" className={styles.cardTitle}>
        Costi dell’acquisto
      </h3>
      <table className={styles.table}>
        <tbody>
          {groups.map((g) => (
            <CostGroupRows
              key={g}
              title={GROUPS[g]}
              items={costs.items.filter((i) => i.group === g)}
            />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Totale costi</th>
            <td>{mortgage.formatEuro(costs.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {costs.notes.length > 0 ? (
        <ul className={styles.notes}>
          {costs.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CostGroupRows({ title, items }: { title: string; items: mortgage.CostItem[] }) {
  return (
    <>
      <tr className={styles.groupRow}>
        <th scope="rowgroup" colSpan={2}>
          {title}
        </th>
      </tr>
      {items.map((item) => (
        <tr key={item.key}>
          <th scope="row" className={styles.itemLabel}>
            {item.label}
            {item.note ? <span className={styles.itemNote}>{item.note}</span> : null}
          </th>
          <td>{mortgage.formatEuro(item.amountCents)}</td>
        </tr>
      ))}
    </>
  );
}
