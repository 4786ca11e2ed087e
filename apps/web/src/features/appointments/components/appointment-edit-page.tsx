import { useNavigate, useParams } from 'react-router';
import type { Appointment } from '@portal/shared';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useLoadedRecord, type Refetched } from '../../../components/forms/use-loaded-record';
import { useAppointment } from '../api/get-appointment';
import { useEditAppointment } from '../api/edit-appointment';
import { AgentOnly } from './agent-only';
import { AppointmentForm } from './appointment-form';

/** /area-riservata/appuntamenti/edit/:id: the whole appointment goes back to user_edit. */
export function AppointmentEditPage() {
  return (
    <AgentOnly>
      <AppointmentEditPageContent />
    </AgentOnly>
  );
}

function AppointmentEditPageContent() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);

  if (appointment.isPending) return <RouteLoading />;
  if (appointment.isError)
    return (
      <>
        <PageHeader eyebrow="Appuntamenti" title="Modifica appuntamento" />
        <InlineError error={appointment.error} onRetry={() => void appointment.refetch()} />
      </>
    );
  return (
    <EditAppointment
      key={appointment.data._id}
      appointment={appointment.data}
      refetch={appointment.refetch}
    />
  );
}

/**
 * The form over the appointment as it was loaded (decision 028): its version goes back with
 * the save; "Ricarica" after a stale save loads it again and starts the form over.
 */
function EditAppointment({
  appointment,
  refetch,
}: {
  appointment: Appointment;
  refetch: () => Promise<Refetched<Appointment>>;
}) {
  const navigate = useNavigate();
  const edit = useEditAppointment();
  const loaded = useLoadedRecord(appointment, refetch);
  const a = loaded.record;

  return (
    <>
      <PageHeader eyebrow="Appuntamenti" title={`Modifica: ${a.name} ${a.surname}`}>
        <p>
          Pagamento, verifica e conferma del contratto restano all’amministrazione; qui aggiorni
          stato, cliente ed esito.
        </p>
      </PageHeader>
      <AppointmentForm
        key={`${a._id}:${a.version}`}
        defaultValues={{
          agenzia: a.agenzia._id,
          state: a.state,
          name: a.name,
          surname: a.surname,
          email: a.email,
          cellulare: a.cellulare,
          dataFattoAppuntamento: a.dataFattoAppuntamento ?? '',
          description: a.description,
        }}
        submitLabel="Salva le modifiche"
        error={edit.error}
        onSubmit={(values) =>
          edit.mutateAsync(
            { ...values, _id: a._id, version: a.version },
            { onSuccess: () => void navigate(paths.reserved.appointments) },
          )
        }
        onReload={() => void loaded.reload().then((done) => done && edit.reset())}
      />
    </>
  );
}
