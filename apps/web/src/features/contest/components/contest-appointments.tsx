import { pointsLabel, type ContestAppointment } from '@portal/shared';
import { formatDate } from '@portal/shared/domain/format';
import { TableFrame } from '../../../components/admin/table-controls';
import styles from './contest-page.module.css';

/** Each of the agency's appointments with the points it earned (+101, +1 or 0). */
export function ContestAppointments({ rows }: { rows: readonly ContestAppointment[] }) {
  return (
    <section className={styles.card} aria-labelledby="contest-appointments-title">
      <h2 id="contest-appointments-title" className={styles.cardTitle}>
        I punti dei tuoi appuntamenti
      </h2>
      {rows.length === 0 ? (
        <p className={styles.note}>Non hai ancora appuntamenti.</p>
      ) : (
        <TableFrame label="Tabella dei punti degli appuntamenti">
          <thead>
            <tr>
              <th scope="col">Cliente</th>
              <th scope="col">Stato</th>
              <th scope="col" className={styles.num}>
                Punti
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a._id}>
                <td>
                  <span className={styles.client}>{a.cliente}</span>
                  <span className={styles.sub}>Inserito il {formatDate(a.created_at)}</span>
                </td>
                <td>{a.state}</td>
                <td className={styles.num}>
                  <span className={styles.points} data-earned={a.points > 0}>
                    {pointsLabel(a.points)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
