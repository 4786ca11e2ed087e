import { useState } from 'react';
import type { Agency } from '@portal/shared';
import { erasedNotice } from '@portal/shared/contracts/admin-erasure';
import { formatDateTime } from '@portal/shared/domain/format';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { InlineError } from '../../../components/layout/inline-error';
import { Button, Loading } from '../../../components/ui';
import { useAgencyErasure, useEraseAgency } from '../api/agency-erasure';
import styles from './agencies.module.css';

/**
 * The agency's personal data (GDPR art. 17, decision 055): its erasure request, and the
 * admin's act that carries it out, after a yes/no and the identity check.
 */
export function AgencyErasure({ agency, onErased }: { agency: Agency; onErased: () => void }) {
  const state = useAgencyErasure(agency._id);
  const erase = useEraseAgency();
  const [asking, setAsking] = useState(false);

  if (state.isPending) return <Loading label="Caricamento…" />;
  if (state.isError) {
    return <InlineError error={state.error} onRetry={() => void state.refetch()} />;
  }
  const { richiestaIl, cancellataIl } = state.data;
  if (cancellataIl) {
    return (
      <p className={styles.erased} role="status">
        <strong>{erasedNotice(richiestaIl ?? cancellataIl)}</strong>
        <br />
        Dati personali cancellati il {formatDateTime(cancellataIl)}: restano ragione sociale,
        Partita IVA, appuntamenti e punti.
      </p>
    );
  }
  return (
    <div className={styles.dangerItem}>
      {richiestaIl ? (
        <p className={styles.erasureAsked} role="status">
          <strong>Richiesta di cancellazione del {formatDateTime(richiestaIl)}.</strong> Va eseguita
          entro 30 giorni.
        </p>
      ) : (
        <p>
          Su richiesta dell’agenzia (anche per PEC o lettera): cancella titolare, e-mail, telefoni e
          indirizzo, chiude gli accessi e rende impossibile il login.
        </p>
      )}
      <Button variant="danger" onClick={() => setAsking(true)}>
        {richiestaIl ? 'Esegui la cancellazione' : 'Cancella i dati personali'}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancellare i dati personali?"
        danger
        isPending={erase.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          erase.mutate(agency._id, { onSuccess: onErased, onSettled: () => setAsking(false) })
        }
      >
        <p>
          Di <strong>{agency.nome}</strong> verranno cancellati titolare, e-mail, telefoni e
          indirizzo, anche dallo storico e dalle e-mail; gli accessi verranno chiusi e il login non
          sarà più possibile. Restano ragione sociale, Partita IVA, appuntamenti e punti.
        </p>
        <p>L’operazione non si può annullare.</p>
      </ConfirmDialog>
    </div>
  );
}
