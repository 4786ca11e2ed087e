import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Agency } from '@portal/shared';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Button } from '../../../components/ui';
import { useDeleteAgency } from '../api/delete-agency';
import { useResetAgencyPassword } from '../api/reset-agency-password';
import styles from './agencies.module.css';

/** Reset password and delete: each asks yes/no first (spec section 6). */
export function AgencyActions({ agency }: { agency: Agency }) {
  const [asking, setAsking] = useState<'reset' | 'delete' | null>(null);
  const reset = useResetAgencyPassword();
  const remove = useDeleteAgency();
  const navigate = useNavigate();
  const close = () => setAsking(null);

  return (
    <div className={styles.danger}>
      <div className={styles.dangerItem}>
        <p>
          Genera una nuova password sicura e la invia per e-mail all’agenzia. Gli accessi aperti
          vengono chiusi.
        </p>
        <Button variant="secondary" onClick={() => setAsking('reset')}>
          Resetta password
        </Button>
      </div>
      <div className={styles.dangerItem}>
        <p>
          Un’agenzia con appuntamenti non si può cancellare: impostala come DA CONFERMARE per
          bloccarne l’accesso.
        </p>
        <Button variant="danger" onClick={() => setAsking('delete')}>
          Cancella agenzia
        </Button>
      </div>

      <ConfirmDialog
        open={asking === 'reset'}
        title="Resettare la password?"
        isPending={reset.isPending}
        onCancel={close}
        onConfirm={() => reset.mutate(agency._id, { onSettled: close })}
      >
        <p>
          Verrà generata una nuova password e inviata a <strong>{agency.email}</strong>. La password
          attuale smetterà di funzionare.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="Cancellare l’agenzia?"
        danger
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(agency._id, {
            onSuccess: () => void navigate(paths.admin.agencyList, { replace: true }),
            onSettled: close,
          })
        }
      >
        <p>
          <strong>{agency.nome}</strong> verrà cancellata con le sue richieste di servizi.
          L’operazione non si può annullare.
        </p>
      </ConfirmDialog>
    </div>
  );
}
