import { LeadNotesThread } from '../../../components/lead-notes/lead-notes-thread';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading, Modal } from '../../../components/ui';
import { useAdminLeadNotes } from '../api/get-lead-notes';
import { useCreateAdminNote } from '../api/create-lead-note';
import { useEditAdminNote } from '../api/edit-lead-note';

function Notes({ id }: { id: string }) {
  const notes = useAdminLeadNotes(id);
  const create = useCreateAdminNote();
  const edit = useEditAdminNote();
  if (notes.isPending) return <Loading label="Caricamento delle note…" />;
  if (notes.isError)
    return <InlineError error={notes.error} onRetry={() => void notes.refetch()} />;
  return (
    <LeadNotesThread
      notes={notes.data}
      receivedAt={notes.dataUpdatedAt}
      onCreate={(testo, idempotencyKey) => create.mutateAsync({ id, testo, idempotencyKey })}
      onEdit={(noteId, testo) => edit.mutateAsync({ noteId, testo })}
    />
  );
}

/** «Note» of one lead on the desk: the conversation with the agency (decision 105). */
export function LeadNotesModal({
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
      title={appointment ? `Note della pratica: ${appointment.label}` : 'Note della pratica'}
    >
      {appointment ? <Notes id={appointment.id} /> : null}
    </Modal>
  );
}
