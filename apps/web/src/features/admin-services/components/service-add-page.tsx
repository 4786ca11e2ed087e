import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Panel } from '../../../components/admin/table-controls';
import { PageHeader } from '../../../components/layout/page-header';
import { useAddService } from '../api/add-service';
import { ServiceForm } from './service-form';
import { usePublicConfig } from '../../../lib/public-config-context';
import { buildServiceFormData, emptyService } from './service-form-rules';
import styles from './services.module.css';

/** /admin/services/add: a new service, last in the catalogue until it is moved. */
export function ServiceAddPage() {
  const add = useAddService();
  const navigate = useNavigate();
  const { primary } = usePublicConfig().brand.colors;
  // One object per brand colour: a new one would reset the form (ServiceForm's contract).
  const empty = useMemo(() => emptyService(primary), [primary]);
  return (
    <>
      <Link to={paths.admin.services} className={styles.back}>
        ← Servizi
      </Link>
      <PageHeader eyebrow="Servizi" title="Nuovo servizio" />
      <Panel title="Dati del servizio">
        <ServiceForm
          defaultValues={empty}
          error={add.error}
          submitLabel="Aggiungi servizio"
          onSubmit={(values, files, { idempotencyKey }) =>
            add.mutateAsync(
              { body: buildServiceFormData(values, files), idempotencyKey },
              { onSuccess: () => void navigate(paths.admin.services) },
            )
          }
        />
      </Panel>
    </>
  );
}
