import { LEAD_STEPS, LEAD_STEP_LABELS } from '@portal/shared';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { Modal } from '../../../components/ui';
import { useAppointmentAudit } from '../api/get-appointment-audit';

const LABELS: Readonly<Record<string, string>> = {
  payed: 'Pagato',
  wc: 'Verificato',
  contratto: 'Contratto',
  description: 'Descrizione',
  state: 'Stato',
  attestato: 'Attestato di finanziabilità',
  motivoRevocaAttestato: 'Motivo della revoca dell’attestato',
  ...Object.fromEntries(
    LEAD_STEPS.map((step) => [`tappa_${step}`, `Pratica: ${LEAD_STEP_LABELS[step]}`]),
  ),
};

function History({ id }: { id: string }) {
  const audit = useAppointmentAudit(id);
  return (
    <AuditTrail
      entries={audit.data}
      isPending={audit.isPending}
      error={audit.error}
      onRetry={() => void audit.refetch()}
      fieldLabels={LABELS}
    />
  );
}

/** Who changed an appointment's flags and description, and when (decisions.md). */
export function AppointmentHistory({
  appointment,
  onClose,
}: {
  appointment: { id: string; label: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      value={appointment !== null}
      onChange={(open) => {
        if (!open) onClose();
      }}
      title={appointment ? `Storico: ${appointment.label}` : 'Storico'}
    >
      {appointment ? <History id={appointment.id} /> : null}
    </Modal>
  );
}
