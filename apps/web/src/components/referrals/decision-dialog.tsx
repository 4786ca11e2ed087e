import { useState } from 'react';
import { REFERRAL_LIMITS, type StaffReferral } from '@portal/shared';
import { Button, Modal, TextArea } from '../ui';
import { getErrorMessage } from '../../lib/api-error';
import styles from './referrals.module.css';

export type Decision = { kind: 'convert' | 'refuse'; referral: StaffReferral };

interface DecisionDialogProps {
  decision: Decision | null;
  onClose: () => void;
  /** Sends the decision (a mutation's `mutateAsync`); a failure stays in the dialog. */
  onConvert: (body: {
    id: string;
    confermaDuplicato?: boolean;
    motivo?: string;
  }) => Promise<unknown>;
  onRefuse: (body: { id: string; motivo: string }) => Promise<unknown>;
}

/**
 * Converting asks a confirmation; a flagged referral («già segnalato») also asks the reason,
 * which goes into the trail. Refusing asks the reason the agency will read.
 */
export function DecisionDialog({ decision, onClose, onConvert, onRefuse }: DecisionDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    if (pending) return;
    setMotivo('');
    setError(undefined);
    setFailure(null);
    onClose();
  };
  if (!decision) return null;
  const r = decision.referral;
  const flagged = r.precedente !== null;
  const needsReason = decision.kind === 'refuse' || flagged;
  const send = async () => {
    if (pending) return;
    if (needsReason && !motivo.trim()) {
      setError(
        decision.kind === 'refuse'
          ? 'Inserisci il motivo del rifiuto'
          : 'Indica il motivo della conversione',
      );
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      if (decision.kind === 'refuse') await onRefuse({ id: r._id, motivo: motivo.trim() });
      else
        await onConvert(
          flagged ? { id: r._id, confermaDuplicato: true, motivo: motivo.trim() } : { id: r._id },
        );
      setPending(false);
      close();
    } catch (err) {
      setPending(false);
      setFailure(getErrorMessage(err, 'Operazione non riuscita: riprova.'));
    }
  };
  const client = `${r.nome} ${r.cognome}`.trim();
  const title =
    decision.kind === 'refuse'
      ? `Rifiuta la segnalazione di ${client}`
      : `Trasforma in appuntamento: ${client}`;
  return (
    <Modal
      value
      onChange={(open) => {
        if (!open) close();
      }}
      title={title}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Annulla
          </Button>
          <Button
            variant={decision.kind === 'refuse' ? 'danger' : 'primary'}
            onClick={() => void send()}
            disabled={pending}
            aria-busy={pending}
          >
            {pending
              ? 'Attendere…'
              : decision.kind === 'refuse'
                ? 'Rifiuta'
                : flagged
                  ? 'Conferma la conversione'
                  : 'Crea l’appuntamento'}
          </Button>
        </div>
      }
    >
      {decision.kind === 'convert' ? (
        <p>Verrà creato un appuntamento «Inserito» per {r.agenzia.nome} con i dati del cliente.</p>
      ) : (
        <p>L’agenzia leggerà il motivo nella sua lista delle segnalazioni.</p>
      )}
      {decision.kind === 'convert' && flagged ? (
        <p className={styles.warning}>
          Questo cliente risulta già segnalato da {r.precedente!.agenzia}. Conferma la conversione e
          indica il motivo: resterà nello storico.
        </p>
      ) : null}
      {needsReason ? (
        <TextArea
          label={decision.kind === 'refuse' ? 'Motivo del rifiuto' : 'Motivo della conversione'}
          name="motivo"
          required
          value={motivo}
          onChange={(v) => {
            setMotivo(v);
            setError(undefined);
          }}
          maxLength={REFERRAL_LIMITS.motivo}
          rows={3}
          error={error}
        />
      ) : null}
      {failure ? (
        <p role="alert" className={styles.warning}>
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
