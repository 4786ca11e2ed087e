import { Link, useParams } from 'react-router';
import { LeadStepsEditor } from '../../../components/lead-steps/lead-steps-editor';
import { LeadTimelineList } from '../../../components/lead-steps/lead-timeline';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { Loading } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useAccount } from '../api/get-account';
import { useAgentSteps } from '../api/get-agent-steps';
import { useAppointment } from '../api/get-appointment';
import { useLeadTimeline } from '../api/get-lead-timeline';
import { useSaveAgentStep } from '../api/save-agent-step';
import { LeadNotesThread } from '../../../components/lead-notes/lead-notes-thread';
import { useLeadNotes } from '../api/get-lead-notes';
import { useCreateLeadNote } from '../api/create-lead-note';
import { useEditLeadNote } from '../api/edit-lead-note';
import { CertificateList } from '../../../components/lead-certificates/certificate-list';
import { useDownloadLeadCertificate, useLeadCertificates } from '../api/lead-certificates';
import styles from './appointments-page.module.css';

/** The agency's view: the set steps in order, with their days. */
function AgencyTimeline({ id }: { id: string }) {
  const timeline = useLeadTimeline(id);
  if (timeline.isPending) return <Loading label="Caricamento della pratica…" />;
  if (timeline.isError)
    return <InlineError error={timeline.error} onRetry={() => void timeline.refetch()} />;
  return <LeadTimelineList timeline={timeline.data} />;
}

/** The internal agent's view: the six steps, editable when it recorded the lead. */
function AgentSteps({ id }: { id: string }) {
  const steps = useAgentSteps(id, true);
  const save = useSaveAgentStep();
  if (steps.isPending) return <Loading label="Caricamento della pratica…" />;
  if (steps.isError)
    return <InlineError error={steps.error} onRetry={() => void steps.refetch()} />;
  return <LeadStepsEditor steps={steps.data} onSave={(s) => save.mutateAsync({ id, ...s })} />;
}

/** The conversation with the mediator (decision 105), under the steps. */
function Notes({ id }: { id: string }) {
  const notes = useLeadNotes(id);
  const create = useCreateLeadNote();
  const edit = useEditLeadNote();
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

/** The lead's financing certificates (decision 117), each with its PDF to download. */
function Certificates({ id }: { id: string }) {
  const certificates = useLeadCertificates(id);
  const download = useDownloadLeadCertificate();
  if (certificates.isPending) return <Loading label="Caricamento degli attestati…" />;
  if (certificates.isError)
    return <InlineError error={certificates.error} onRetry={() => void certificates.refetch()} />;
  return (
    <CertificateList
      certificates={certificates.data.attestati}
      onDownload={(c) => download.mutate(c._id)}
      downloading={download.isPending ? download.variables : undefined}
    />
  );
}

/**
 * /area-riservata/appuntamenti/pratica/:id: a lead's road to the mortgage (decision 100).
 * The agency reads the timeline; the internal agent who recorded the lead sets the steps.
 * Under them, the notes between the agency and the mediator, and the lead's financing
 * certificates.
 */
export function LeadStepsPage() {
  const { id = '' } = useParams();
  const account = useAccount();
  const appointment = useAppointment(id);
  if (account.isPending || appointment.isPending) return <RouteLoading />;
  if (account.isError)
    return <InlineError error={account.error} onRetry={() => void account.refetch()} />;
  if (appointment.isError)
    return (
      <>
        <PageHeader eyebrow="Appuntamenti" title="Avanzamento della pratica" />
        <InlineError error={appointment.error} onRetry={() => void appointment.refetch()} />
      </>
    );
  const a = appointment.data;
  return (
    <>
      <PageHeader eyebrow="Avanzamento della pratica" title={`${a.name} ${a.surname}`}>
        <p>
          Stato dell’appuntamento: <strong>{a.state}</strong>. I passi verso il rogito sono
          registrati dal mediatore.
        </p>
      </PageHeader>
      <section aria-labelledby="lead-steps-title">
        <h2 id="lead-steps-title" className={styles.listTitle}>
          Passi della pratica
        </h2>
        {account.data.agenteInterno ? <AgentSteps id={id} /> : <AgencyTimeline id={id} />}
      </section>
      <section aria-labelledby="lead-notes-title">
        <h2 id="lead-notes-title" className={styles.listTitle}>
          Note della pratica
        </h2>
        <Notes id={id} />
      </section>
      <section aria-labelledby="lead-certificates-title">
        <h2 id="lead-certificates-title" className={styles.listTitle}>
          Attestati di finanziabilità
        </h2>
        <p>
          L’attestato, emesso dal mediatore, può accompagnare la proposta d’acquisto: chiunque ne
          verifica la validità all’indirizzo o con il codice QR che riporta.
        </p>
        <Certificates id={id} />
      </section>
      <p>
        <Link to={paths.reserved.appointments}>Torna agli appuntamenti</Link>
      </p>
    </>
  );
}
