import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Panel } from '../../../components/admin/table-controls';
import { useAddAgency } from '../api/add-agency';
import { AgencyForm, EMPTY_AGENCY } from './agency-form';

/**
 * /admin/agenzie/add: nome, e-mail and password required, the rest optional. The agency
 * is created confirmed (it needs no verification mail); a failure toasts the server's message.
 */
export function AgencyAddPage() {
  const add = useAddAgency();
  const navigate = useNavigate();
  return (
    <Panel title="Nuova agenzia">
      <AgencyForm
        mode={{
          kind: 'add',
          onSubmit: (body, { idempotencyKey }) =>
            add.mutateAsync(
              { body, idempotencyKey },
              { onSuccess: (agency) => void navigate(paths.admin.agency(agency._id)) },
            ),
        }}
        defaultValues={EMPTY_AGENCY}
        error={add.error}
        submitLabel="Aggiungi agenzia"
      />
    </Panel>
  );
}
