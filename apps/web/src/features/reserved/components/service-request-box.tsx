import { Button } from '../../../components/ui';
import { useSubmission } from '../../../lib/submission';
import { useRequestService } from '../api/request-service';
import styles from './service-page.module.css';

/** 'Richiedi il servizio', or the confirmation that the request was sent. */
export function ServiceRequestBox({
  serviceId,
  requestedAt,
  isLoading,
}: {
  serviceId: string;
  /** Italian date of the stored request, null when not requested. */
  requestedAt: string | null;
  isLoading: boolean;
}) {
  const request = useRequestService();
  // One request at a time, with its key: a double click asks once.
  const sending = useSubmission((service: string, { idempotencyKey }) =>
    request.mutateAsync({ body: service, idempotencyKey }),
  );

  if (requestedAt) {
    return (
      <div className={styles.sent} role="status">
        <strong>Richiesta inviata</strong>
        <p>
          Hai richiesto questo servizio il {requestedAt}. Ti contatteremo a breve per i dettagli.
        </p>
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
