import type { ContestTopRow } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { TableFrame } from '../../../components/admin/table-controls';
import styles from './contest-page.module.css';

/** The first ten of the ranking; the agency's own row is marked, the others as configured. */
export function ContestTop({
  rows,
  anonymous,
}: {
  rows: readonly ContestTopRow[];
  anonymous: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="top-title">
      <h2 id="top-title" className={styles.cardTitle}>
        Le prime 10 agenzie
      </h2>
      {anonymous ? (
        <p className={styles.note}>
          Per riservatezza i nomi delle altre agenzie non sono mostrati.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.note}>Nessuna agenzia in classifica per ora.</p>
      ) : (
        <TableFrame label="Tabella delle prime 10 agenzie">
          <thead>
            <tr>
              <th scope="col">Posizione</th>
              <th scope="col">Agenzia</th>
              <th scope="col" className={styles.num}>
                Punti
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-you={r.isYou} className={r.isYou ? styles.you : undefined}>
                <td>{formatNumber(r.position)}ª</td>
                <td>
                  {r.nome}
                  {r.isYou ? <span className={styles.youTag}> (la tua agenzia)</span> : null}
                </td>
                <td className={styles.num}>{formatNumber(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
