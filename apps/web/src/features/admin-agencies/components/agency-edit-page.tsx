import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Agency } from '@portal/shared';
import { paths } from '../../../config/paths';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Loading } from '../../../components/ui';
import { formatDateTime } from '@portal/shared/domain/format';
import { useLoadedRecord, type Refetched } from '../../../components/forms/use-loaded-record';
import { useAgency } from '../api/get-agency';
import { useAnsweredOnce } from '../../../lib/use-answered-once';
import { useAgencyErasure } from '../api/agency-erasure';
import { useAgencyAudit } from '../api/get-agency-audit';
import { useAgency360 } from '../api/get-agency360';
import { useAgencyInvitation } from '../api/get-agency-invitation';
import { useAgencyServices } from '../api/get-agency-services';
import { useUpdateAgency } from '../api/update-agency';
import { AgencyActions } from './agency-actions';
import { AgencyErasure } from './agency-erasure';
import { AgencyForm, agencyToForm } from './agency-form';
import { AgencyOverview } from './agency-overview';
import { HISTORY_ANCHOR } from './agency-overview-links';
import { AgencyInvitationStatus } from './agency-invitation';
import { AgencyServices } from './agency-services';
import { StateBadge } from './agency-table';
import styles from './agencies.module.css';

export const AGENCY_FIELD_LABELS: Readonly<Record<string, string>> = {
  regioneSociale: 'Ragione sociale',
  nome: 'Nome',
  partitaIva: 'Partita IVA',
  titolare: 'Titolare',
  email: 'E-mail',
  provincia: 'Provincia',
  comune: 'Comune',
  cap: 'CAP',
  indirizzo: 'Indirizzo',
  provenienza: 'Provenienza',
  cellulare: 'Cellulare',
  telefono: 'Telefono',
  referente: 'Referente',
  state: 'Stato',
  agenteInterno: 'Agente interno',
  password: 'Password',
  invito: 'Invito',
  datiPersonali: 'Dati personali',
};

function EditForm({
  agency,
  refetch,
}: {
  agency: Agency;
  refetch: () => Promise<Refetched<Agency>>;
}) {
  const update = useUpdateAgency();
  // The record the form was loaded from (decision 028): a save or "Ricarica" replaces it, a
  // background refetch does not. Same object until then: a new one resets the form to it.
  const loaded = useLoadedRecord(agency, refetch);
  const values = useMemo(() => agencyToForm(loaded.record), [loaded.record]);
  return (
    <AgencyForm
      mode={{
        kind: 'edit',
        onSubmit: async (body) => loaded.setRecord(await update.mutateAsync(body)),
      }}
      defaultValues={values}
      error={update.error}
      submitLabel="Salva modifiche"
      onReload={() => void loaded.reload().then((done) => done && update.reset())}
    />
  );
}

/**
 * /admin/agenzie/{id}: the 360° overview, then every field, service requests, audit trail,
 * reset password and delete.
 */
export function AgencyEditPage() {
  const { id = '' } = useParams();
  const agency = useAgency(id);
  const audit = useAgencyAudit(id);
  // Bumped once an erasure is done: the form reloads from the pseudonymised record.
  const [epoch, setEpoch] = useState(0);
  // The cards' own queries, asked here too: the page paints once they have all answered,
  // where each card painting on its own answer pushed the others down (layout shift, P7).
  const answered = useAnsweredOnce(
    agency,
    useAgency360(id, 1),
    useAgencyInvitation(id),
    useAgencyErasure(id),
    useAgencyServices(id),
    audit,
  );

  if (agency.isPending || !answered) return <Loading label="Caricamento dell’agenzia…" />;
  if (agency.isError) {
    return (
      <>
        <Link to={paths.admin.agencyList} className={styles.back}>
          ← Lista agenzie
        </Link>
        <InlineError error={agency.error} onRetry={() => void agency.refetch()} />
      </>
    );
  }
  const a = agency.data;
  return (
    <>
      <Link to={paths.admin.agencyList} className={styles.back}>
        ← Lista agenzie
      </Link>
      <PageHeader
        eyebrow={a.agenteInterno ? 'Agente interno' : 'Agenzia'}
        title={
          <span className={styles.headline}>
            {a.nome} <StateBadge agency={a} />
          </span>
        }
      >
        <p>
          Registrata il {formatDateTime(a.created_at)}
          {a.fimaaRegister ? ' tramite il modulo FIMAA' : ''} · ID {a._id}
        </p>
      </PageHeader>
      <Panel title="Panoramica">
        <AgencyOverview agencyId={a._id} />
      </Panel>
      <div className={styles.layout}>
        <Panel title="Dati dell’agenzia">
          <EditForm key={`${a._id}-${epoch}`} agency={a} refetch={agency.refetch} />
        </Panel>
        <div>
          <Panel title="Azioni">
            <AgencyInvitationStatus agency={a} />
            <AgencyActions agency={a} />
          </Panel>
          <Panel title="Dati personali (GDPR)">
            <AgencyErasure
              agency={a}
              onErased={() => void agency.refetch().then(() => setEpoch((n) => n + 1))}
            />
          </Panel>
          <Panel title="Servizi richiesti">
            <AgencyServices agencyId={a._id} />
          </Panel>
          <Panel title="Storico modifiche" anchor={HISTORY_ANCHOR}>
            <AuditTrail
              entries={audit.data}
              isPending={audit.isPending}
              error={audit.error}
              onRetry={() => void audit.refetch()}
              fieldLabels={AGENCY_FIELD_LABELS}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}
