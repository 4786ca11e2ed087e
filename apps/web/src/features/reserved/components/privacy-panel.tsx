import { useState } from 'react';
import { Button, Modal } from '../../../components/ui';
import { formatDateTime } from '@portal/shared/domain/format';
import { useDownloadAgencyData } from '../api/export-data';
import { useRequestErasure } from '../api/request-erasure';
import styles from './settings.module.css';

/** GDPR corner (QUALITY S18): download the agency's data, ask for its erasure. */
export function PrivacyPanel() {
  const download = useDownloadAgencyData();
  const erasure = useRequestErasure();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className={styles.privacy}>
      <div className={styles.privacyItem}>
        <h3 className={styles.itemTitle}>Scarica i tuoi dati</h3>
        <p className={styles.hint}>
          Un file JSON con il profilo dell’agenzia, i consensi, le richieste di servizi e gli
          appuntamenti.
        </p>
        <Button
          variant="secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparazione…' : 'Scarica i miei dati (JSON)'}
        </Button>
      </div>
      <div className={styles.privacyItem}>
        <h3 className={styles.itemTitle}>Cancellazione dei dati</h3>
        {erasure.data ? (
          <p className={styles.success} role="status">
            {erasure.data.giaRichiesta ? 'La richiesta era già stata inviata' : 'Richiesta inviata'}{' '}
            il {formatDateTime(erasure.data.richiestaIl)}. Ti scriveremo quando sarà completata.
          </p>
        ) : (
          <>
            <p className={styles.hint}>
              Puoi chiedere la cancellazione dei dati della tua agenzia. Conserveremo solo ciò che
              la legge ci obbliga a tenere; l’account smetterà di funzionare.
            </p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Richiedi la cancellazione
            </Button>
          </>
        )}
      </div>
      <Modal
        value={confirming}
        onChange={setConfirming}
        title="Confermi la richiesta di cancellazione?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Annulla
            </Button>
            <Button
              variant="danger"
              disabled={erasure.isPending}
              aria-busy={erasure.isPending}
              onClick={() => erasure.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              Sì, richiedi la cancellazione
            </Button>
          </>
        }
      >
        <p>
          Gli amministratori riceveranno la richiesta e cancelleranno i dati della tua agenzia entro
          30 giorni, salvo quelli da conservare per legge. Non potrai più usare l’Area Riservata.
        </p>
      </Modal>
    </div>
  );
}
