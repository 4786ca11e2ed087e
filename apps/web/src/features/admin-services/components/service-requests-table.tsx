import {
  SERVICE_REQUEST_STATE_LABELS,
  SERVICE_REQUEST_TRANSITIONS,
  type AdminServiceRequest,
  type ServiceRequestState,
} from '@portal/shared';
import { formatDate } from '@portal/shared/domain/format';
import { Badge } from '../../../components/admin/state-badge';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { Button } from '../../../components/ui';
import styles from './service-requests.module.css';

export type RequestMove = 'presa_in_carico' | 'completata' | 'rifiutata';

export const MOVE_LABELS: Record<RequestMove, string> = {
  presa_in_carico: 'Prendi in carico',
  completata: 'Completa',
  rifiutata: 'Rifiuta',
};

const TONE: Record<ServiceRequestState, 'ok' | 'wait' | 'off' | 'info'> = {
  inviata: 'wait',
  presa_in_carico: 'info',
  completata: 'ok',
  rifiutata: 'off',
};

/** Who asked for which service, when, where it stands, and the moves left. */
export function ServiceRequestsTable({
  requests,
  onMove,
}: {
  requests: readonly AdminServiceRequest[];
  onMove: (request: AdminServiceRequest, to: RequestMove) => void;
}) {
  return (
    <DataTable
      label="Richieste di servizi delle agenzie"
      columnCount={6}
      rows={requests}
      empty="Nessuna richiesta con questi filtri."
      head={
        <>
          <th scope="col">Agenzia</th>
          <th scope="col">Servizio</th>
          <th scope="col">Data</th>
          <th scope="col">Stato</th>
          <th scope="col">Incaricato e nota</th>
          <ActionsHeader />
        </>
      }
    >
      {(r) => (
        <tr key={r._id}>
          <td>
            <strong>{r.agency.nome}</strong>
            <br />
            <span className={styles.muted}>{r.agency.email}</span>
          </td>
          <td>{r.service.name}</td>
          <td>{formatDate(r.requested_at)}</td>
          <td>
            <Badge tone={TONE[r.state]}>{SERVICE_REQUEST_STATE_LABELS[r.state]}</Badge>
          </td>
          <td>
            {r.owner ? `${r.owner.name} ${r.owner.surname}` : '—'}
            {r.note ? <p className={styles.note}>{r.note}</p> : null}
          </td>
          <td>
            <div className={styles.actions}>
              {SERVICE_REQUEST_TRANSITIONS[r.state].map((to) => (
                <Button
                  key={to}
                  variant={to === 'rifiutata' ? 'secondary' : 'primary'}
                  onClick={() => onMove(r, to as RequestMove)}
                  aria-label={`${MOVE_LABELS[to as RequestMove]}: ${r.service.name} di ${r.agency.nome}`}
                >
                  {MOVE_LABELS[to as RequestMove]}
                </Button>
              ))}
            </div>
          </td>
        </tr>
      )}
    </DataTable>
  );
}
