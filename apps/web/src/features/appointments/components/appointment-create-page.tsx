import { useNavigate } from 'react-router';
import type { AppointmentFormValues } from '@portal/shared';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layout/page-header';
import { useCreateAppointment } from '../api/create-appointment';
import { AgentOnly } from './agent-only';
import { AppointmentForm } from './appointment-form';

const EMPTY: AppointmentFormValues = {
  agenzia: '',
  state: 'Inserito',
  name: '',
  surname: '',
  email: '',
  cellulare: '',
  dataFattoAppuntamento: '',
  description: '',
};

/** /area-riservata/appuntamenti/create (internal agents; the server refuses anyone else). */
export function AppointmentCreatePage() {
  return (
    <AgentOnly>
      <AppointmentCreatePageContent />
    </AgentOnly>
  );
}

function AppointmentCreatePageContent() {
  const navigate = useNavigate();
  const create = useCreateAppointment();
  return (
    <>
      <PageHeader eyebrow="Appuntamenti" title="Nuovo appuntamento">
        <p>Segnala un cliente per una delle tue agenzie. I campi con * sono obbligatori.</p>
      </PageHeader>
      <AppointmentForm
        defaultValues={EMPTY}
        submitLabel="Crea appuntamento"
        error={create.error}
        onSubmit={(values, { idempotencyKey }) =>
          create.mutateAsync(
            { body: values, idempotencyKey },
            { onSuccess: () => void navigate(paths.reserved.appointments) },
          )
        }
      />
    </>
  );
}
