import { Button } from '../../../components/ui';
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
        disabled={isLoading || request.isPending}
        aria-busy={request.isPending}
        onClick={() => request.mutate(serviceId)}
      >
        {request.isPending ? 'Invio in corso…' : 'Richiedi il servizio'}
      </Button>
    </>
  );
}
