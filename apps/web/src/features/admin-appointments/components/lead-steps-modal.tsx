import { LeadStepsEditor } from '../../../components/lead-steps/lead-steps-editor';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading, Modal } from '../../../components/ui';
import { useLeadMilestones } from '../api/get-lead-milestones';
import { useSaveLeadMilestone } from '../api/save-lead-milestone';

function Steps({ id }: { id: string }) {
  const steps = useLeadMilestones(id);
  const save = useSaveLeadMilestone();
  if (steps.isPending) return <Loading label="Caricamento dei passi della pratica…" />;
  if (steps.isError)
    return <InlineError error={steps.error} onRetry={() => void steps.refetch()} />;
  return <LeadStepsEditor steps={steps.data} onSave={(s) => save.mutateAsync({ id, ...s })} />;
}

/** «Avanzamento della pratica» of one lead: the six steps, set or cleared one at a time. */
export function LeadStepsModal({
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
      title={
        appointment
          ? `Avanzamento della pratica: ${appointment.label}`
          : 'Avanzamento della pratica'
      }
    >
      {appointment ? <Steps id={appointment.id} /> : null}
    </Modal>
  );
}
