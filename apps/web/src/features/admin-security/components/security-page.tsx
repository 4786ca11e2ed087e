import { useState } from 'react';
import type { AdminAccount } from '@portal/shared/contracts/admin-mfa';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { RecoveryCodes } from '../../../components/admin/recovery-codes';
import { Badge } from '../../../components/admin/state-badge';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, Loading } from '../../../components/ui';
import { useAdmins } from '../api/get-admins';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useResetAdminMfa } from '../api/reset-admin-mfa';
import styles from './security.module.css';

/** /admin/sicurezza: one's recovery codes, and the other admins' second factor (decision 039). */
export function SecurityPage() {
  const admins = useAdmins();
  const regenerate = useRegenerateRecoveryCodes();
  const resetMfa = useResetAdminMfa();
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  const [asking, setAsking] = useState(false);

  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Sicurezza">
        <p>L’accesso all’area admin chiede la password e il codice dell’app di autenticazione.</p>
      </PageHeader>
      <Panel
        title="Codici di recupero"
        actions={
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Rigenera codici
          </Button>
        }
      >
        {regenerate.data ? (
          <RecoveryCodes codes={regenerate.data.recoveryCodes} />
        ) : (
          <p className={styles.text}>
            Dieci codici da usare una sola volta ciascuno se non hai il telefono. Se li hai persi o
            usati quasi tutti, creane di nuovi: i precedenti smettono di funzionare.
          </p>
        )}
      </Panel>
      <Panel title="Amministratori">
        {admins.isPending ? (
          <Loading label="Caricamento degli amministratori…" />
        ) : admins.isError ? (
          <InlineError error={admins.error} onRetry={() => void admins.refetch()} />
        ) : (
          <DataTable
            label="Elenco degli amministratori"
            columnCount={4}
            rows={admins.data}
            empty="Nessun amministratore."
            head={
              <>
                <th scope="col">Cognome e nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Secondo fattore</th>
                <ActionsHeader />
              </>
            }
          >
            {(a) => (
              <tr key={a._id}>
                <td>{`${a.surname} ${a.name}`.trim()}</td>
                <td>{a.email}</td>
                <td>
                  {a.mfa ? <Badge tone="ok">ATTIVO</Badge> : <Badge tone="wait">DA ATTIVARE</Badge>}
                </td>
                <td>
                  {a.self || !a.mfa ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Azzera il secondo fattore di ${a.name} ${a.surname}`.trim()}
                      onClick={() => setResetting(a)}
                    >
                      Azzera secondo fattore
                    </Button>
                  )}
                </td>
              </tr>
            )}
          </DataTable>
        )}
      </Panel>
      <ConfirmDialog
        open={asking}
        title="Rigenerare i codici di recupero?"
        isPending={regenerate.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => regenerate.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        <p>I codici di recupero attuali smetteranno di funzionare.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title="Azzerare il secondo fattore?"
        danger
        isPending={resetMfa.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() =>
          resetting && resetMfa.mutate(resetting._id, { onSettled: () => setResetting(null) })
        }
      >
        <p>
          {resetting ? `${resetting.name} ${resetting.surname}`.trim() : ''} verrà disconnesso e al
          prossimo accesso dovrà attivare di nuovo l’app di autenticazione.
        </p>
      </ConfirmDialog>
    </>
  );
}
