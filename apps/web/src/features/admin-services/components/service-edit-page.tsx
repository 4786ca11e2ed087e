import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminService } from '@portal/shared';
import { paths } from '../../../config/paths';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { ServiceRequestsPanel } from './service-requests-page';
import { Button, Loading } from '../../../components/ui';
import { useLoadedRecord, type Refetched } from '../../../components/forms/use-loaded-record';
import { useDeleteService } from '../api/delete-service';
import { useAdminService } from '../api/get-service';
import { useServiceAudit } from '../api/get-service-audit';
import { useUpdateService } from '../api/update-service';
import { DeleteServiceText } from './delete-service-text';
import { ServiceForm } from './service-form';
import { buildServiceFormData, SERVICE_FIELD_LABELS, serviceToForm } from './service-form-rules';
import styles from './services.module.css';

function EditForm({
  service,
  refetch,
}: {
  service: AdminService;
  refetch: () => Promise<Refetched<AdminService>>;
}) {
  const update = useUpdateService();
  // The record the form was loaded from (decision 028): a save or "Ricarica" replaces it, a
  // background refetch does not. Same object until then: a new one resets the form to it.
  const loaded = useLoadedRecord(service, refetch);
  const values = useMemo(() => serviceToForm(loaded.record), [loaded.record]);
  return (
    <ServiceForm
      defaultValues={values}
      current={{ image: loaded.record.image, pdf: loaded.record.pdf }}
      error={update.error}
      submitLabel="Salva modifiche"
      onReload={() => void loaded.reload().then((done) => done && update.reset())}
      onSubmit={async (form, files) =>
        loaded.setRecord(await update.mutateAsync(buildServiceFormData(form, files, loaded.record)))
      }
    />
  );
}

function DeleteAction({ service }: { service: AdminService }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteService();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Elimina servizio
      </Button>
      <ConfirmDialog
        open={asking}
        title="Eliminare il servizio?"
        danger
        isPending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(service._id, {
            onSuccess: () => void navigate(paths.admin.services, { replace: true }),
            onSettled: () => setAsking(false),
          })
        }
      >
        <DeleteServiceText service={service} />
      </ConfirmDialog>
    </>
  );
}

/** /admin/services/{id}: every field, the audit trail and delete. */
export function ServiceEditPage() {
  const { id = '' } = useParams();
  const service = useAdminService(id);
  const audit = useServiceAudit(id);
  const back = (
    <Link to={paths.admin.services} className={styles.back}>
      ← Servizi
    </Link>
  );
  if (service.isPending) return <Loading label="Caricamento del servizio…" />;
  if (service.isError) {
    return (
      <>
        {back}
        <InlineError error={service.error} onRetry={() => void service.refetch()} />
      </>
    );
  }
  const s = service.data;
  return (
    <>
      {back}
      <PageHeader eyebrow="Servizi" title={s.name}>
        <p>
          Posizione {s.position} nel catalogo · richiesto da {s.richieste}{' '}
          {s.richieste === 1 ? 'agenzia' : 'agenzie'}
        </p>
      </PageHeader>
      <Panel title="Dati del servizio">
        <EditForm key={s._id} service={s} refetch={service.refetch} />
      </Panel>
      <Panel title="Agenzie che lo hanno richiesto">
        <ServiceRequestsPanel query={{ servizio: s._id }} />
      </Panel>
      <div className={styles.layout}>
        <Panel title="Storico modifiche">
          <AuditTrail
            entries={audit.data}
            isPending={audit.isPending}
            error={audit.error}
            onRetry={() => void audit.refetch()}
            fieldLabels={SERVICE_FIELD_LABELS}
          />
        </Panel>
        <Panel title="Elimina">
          <p className={styles.hint}>
            Il servizio, le richieste delle agenzie e i file caricati vengono cancellati.
          </p>
          <DeleteAction service={s} />
        </Panel>
      </div>
    </>
  );
}
