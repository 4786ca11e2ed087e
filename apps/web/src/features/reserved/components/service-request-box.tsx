import {
  SERVICE_REQUEST_STATE_LABELS,
  serviceRequestStatus,
  type ServiceRequestState,
} from '@portal/shared';
import { Button } from '../../../components/ui';
import { useSubmission } from '../../../lib/submission';
import { useRequestService } from '../api/request-service';
import styles from './service-page.module.css';

const NEXT: Record<ServiceRequestState, string> = {
  inviata: 'Ti contatteremo a breve per i dettagli.',
  presa_in_carico: 'Il nostro staff se ne sta occupando.',
  completata: 'Il servizio è stato completato.',
  rifiutata: 'Non possiamo dare seguito alla richiesta: contattaci per chiarimenti.',
};

/** 'Richiedi il servizio', or where the request stands (decision 051). */
export function ServiceRequestBox({
  serviceId,
  requestedAt,
  state,
  note,
  isLoading,
}: {
  serviceId: string;
  /** Italian date of the stored request, null when not requested. */
  requestedAt: string | null;
  state: ServiceRequestState | null;
  note: string | null;
  isLoading: boolean;
}) {
  const request = useRequestService();
  // One request at a time, with its key: a double click asks once.
  const sending = useSubmission((service: string, { idempotencyKey }) =>
    request.mutateAsync({ body: service, idempotencyKey }),
  );

  if (requestedAt) {
    const current = state ?? 'inviata';
    return (
      <div className={styles.sent} role="status" data-state={current}>
        <strong>{serviceRequestStatus(current)}</strong>
        <p>
          Stato: {SERVICE_REQUEST_STATE_LABELS[current]}. Hai richiesto questo servizio il{' '}
          {requestedAt}. {NEXT[current]}
        </p>
        {note ? <p className={styles.requestNote}>Nota dello staff: {note}</p> : null}
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        Chiedi il servizio con un clic: il nostro staff riceverà la richiesta e ti contatterà.
      </p>
      <Button
        className={styles.requestButton}
        disabled={isLoading}
        aria-disabled={sending.isPending || undefined}
        aria-busy={sending.isPending || undefined}
        onClick={() => sending.submit(serviceId)}
      >
        {sending.isPending ? 'Invio in corso…' : 'Richiedi il servizio'}
      </Button>
    </>
  );
}
