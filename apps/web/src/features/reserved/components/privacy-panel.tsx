import { useState } from 'react';
import { InlineError } from '../../../components/layout/inline-error';
import { Button, Loading, Modal } from '../../../components/ui';
import { formatDate } from '@portal/shared/domain/format';
import { useDownloadAgencyData } from '../api/export-data';
import { useDownloadAgencyDataPage } from '../api/export-data-html';
import { useErasureRequest } from '../api/get-erasure-request';
import { useRequestErasure } from '../api/request-erasure';
import styles from './settings.module.css';

/**
 * The erasure request as the server keeps it: asked (with its date) and waiting for an
 * admin, or not asked yet, with the button that asks. A reload shows the same.
 */
function ErasureState({ onAsk }: { onAsk: () => void }) {
  const state = useErasureRequest();
  if (state.isPending) return <Loading label="Verifica della richiesta di cancellazione…" />;
  if (state.isError)
    return <InlineError error={state.error} onRetry={() => void state.refetch()} />;
  if (state.data.stato === 'in_attesa' && state.data.richiestaIl) {
    return (
      <p className={styles.success} role="status">
        Richiesta di cancellazione inviata il {formatDate(state.data.richiestaIl)}: in attesa di
        lavorazione. Ti scriveremo quando sarà completata.
      </p>
    );
  }
  return (
    <>
      <p className={styles.hint}>
        Puoi chiedere la cancellazione dei dati della tua agenzia. Conserveremo solo ciò che la
        legge ci obbliga a tenere; l’account smetterà di funzionare.
      </p>
      <Button variant="danger" onClick={onAsk}>
        Richiedi la cancellazione
      </Button>
    </>
  );
}

/** GDPR corner (QUALITY S18): download the agency's data, ask for its erasure. */
export function PrivacyPanel() {
  const download = useDownloadAgencyData();
  const downloadPage = useDownloadAgencyDataPage();
  const erasure = useRequestErasure();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className={styles.privacy}>
      <div className={styles.privacyItem}>
        <h3 className={styles.itemTitle}>Scarica i tuoi dati</h3>
        <p className={styles.hint}>
          Tutto ciò che il portale conserva della tua agenzia: profilo, consensi, richieste di
          servizi, appuntamenti, punti, impostazioni di Display Rata, accessi e storico delle
          modifiche. La pagina leggibile si apre con il browser, date e ore di Roma; il file JSON
          contiene gli stessi dati per un programma.
        </p>
        <div className={styles.downloads}>
          <Button
            variant="secondary"
            disabled={downloadPage.isPending}
            aria-busy={downloadPage.isPending}
            onClick={() => downloadPage.mutate()}
          >
            {downloadPage.isPending ? 'Preparazione…' : 'Scarica i miei dati (pagina leggibile)'}
          </Button>
          <Button
            variant="secondary"
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparazione…' : 'Scarica i miei dati (JSON)'}
          </Button>
        </div>
      </div>
      <div className={styles.privacyItem}>
        <h3 className={styles.itemTitle}>Cancellazione dei dati</h3>
        <ErasureState onAsk={() => setConfirming(true)} />
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
