import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminService } from '@portal/shared';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Loading } from '../../../components/ui';
import { useDeleteService } from '../api/delete-service';
import { useAdminServices } from '../api/get-services';
import { DeleteServiceText } from './delete-service-text';
import { ServicesTable } from './services-table';
import styles from './services.module.css';

/** /admin/services: every service in catalogue order; add, edit, reorder, delete. */
export function ServicesListPage() {
  const services = useAdminServices();
  const remove = useDeleteService();
  const [asking, setAsking] = useState<AdminService | null>(null);

  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Servizi">
        <p>
          L’ordine qui è quello della home page, del listino prezzi e dell’hub delle agenzie: usa le
          frecce per spostare un servizio.
        </p>
      </PageHeader>
      <Panel
        title="Catalogo"
        actions={
          <Link to={paths.admin.serviceAdd} className={styles.newLink}>
            + Nuovo servizio
          </Link>
        }
      >
        {services.isPending ? (
          <Loading label="Caricamento dei servizi…" />
        ) : services.isError ? (
          <InlineError error={services.error} onRetry={() => void services.refetch()} />
        ) : (
          <ServicesTable services={services.data} onDelete={setAsking} />
        )}
      </Panel>
      <ConfirmDialog
        open={asking !== null}
        title="Eliminare il servizio?"
        danger
        isPending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking._id, { onSettled: () => setAsking(null) })}
      >
        {asking ? <DeleteServiceText service={asking} /> : null}
      </ConfirmDialog>
    </>
  );
}
