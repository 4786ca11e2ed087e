import { Link } from 'react-router';
import type { Agency360 } from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import { Badge } from '../../../components/admin/state-badge';
import { Pagination, TableFrame } from '../../../components/admin/table-controls';
import { deskLink } from './agency-overview-links';
import styles from './agency-overview.module.css';

const yesNo = (value: boolean) => <Badge tone={value ? 'ok' : 'off'}>{value ? 'Sì' : 'No'}</Badge>;

/** The agency's appointments, 20 a page, each leading to the desk on that agency and day. */
export function AgencyOverviewAppointments({
  agencyId,
  appointments,
  onPage,
}: {
  agencyId: string;
  appointments: Agency360['appuntamenti'];
  onPage: (page: number) => void;
}) {
  const { righe, pagina, perPagina, totale } = appointments;
  if (totale === 0) return <p className={styles.muted}>Nessun appuntamento registrato.</p>;
  return (
    <>
      <TableFrame label="Appuntamenti dell’agenzia">
        <thead>
          <tr>
            <th scope="col">Inserito il</th>
            <th scope="col">Cliente</th>
            <th scope="col">Stato</th>
            <th scope="col">WC</th>
            <th scope="col">Contratto</th>
            <th scope="col">Pagato</th>
          </tr>
        </thead>
        <tbody>
          {righe.map((a) => (
            <tr key={a._id}>
              <td className={styles.nowrap}>{formatDateTime(a.created_at)}</td>
              <td>
                <Link
                  to={deskLink(agencyId, a.created_at)}
                  title="Apri nel pannello appuntamenti, filtrato per questa agenzia e questo giorno"
                >
                  {`${a.surname} ${a.name}`.trim() || 'Cliente'}
                </Link>
              </td>
              <td className={styles.nowrap}>{a.state}</td>
              <td>{yesNo(a.wc)}</td>
              <td>{yesNo(a.contratto)}</td>
              <td>{yesNo(a.payed)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <Pagination page={pagina} pageSize={perPagina} total={totale} onPage={onPage} />
    </>
  );
}
