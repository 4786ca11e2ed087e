import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AdminServiceRequestQuerySchema,
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_STATE_LABELS,
  SERVICE_REQUEST_STATES,
  type AdminServiceRequest,
  type AdminServiceRequestQuery,
} from '@portal/shared';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Loading, usePasteLimit } from '../../../components/ui';
import { useServiceRequests } from '../api/get-service-requests';
import { useTransitionServiceRequest } from '../api/transition-service-request';
import { MOVE_LABELS, ServiceRequestsTable, type RequestMove } from './service-requests-table';
import styles from './service-requests.module.css';

/** The filters of the address (?stato=&servizio=&agenzia=); a bad value is ignored. */
function queryFrom(params: URLSearchParams): AdminServiceRequestQuery {
  const parsed = AdminServiceRequestQuerySchema.safeParse({
    stato: params.get('stato') || undefined,
    servizio: params.get('servizio') || undefined,
    agenzia: params.get('agenzia') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

function StateFilters({ query }: { query: AdminServiceRequestQuery }) {
  const link = (stato?: string) => {
    const next = new URLSearchParams();
    if (query.servizio) next.set('servizio', query.servizio);
    if (query.agenzia) next.set('agenzia', query.agenzia);
    if (stato) next.set('stato', stato);
    const search = next.toString();
    return `${paths.admin.serviceRequests}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label="Filtra per stato" className={styles.filters}>
      <Link to={link()} aria-current={query.stato ? undefined : 'page'}>
        Tutte
      </Link>
      {SERVICE_REQUEST_STATES.map((s) => (
        <Link key={s} to={link(s)} aria-current={query.stato === s ? 'page' : undefined}>
          {SERVICE_REQUEST_STATE_LABELS[s]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The agencies' service requests (decision 051), filtered by the address: take one,
 * complete or refuse it, with an optional note the agency reads.
 */
export function ServiceRequestsPanel({ query }: { query: AdminServiceRequestQuery }) {
  const requests = useServiceRequests(query);
  const transition = useTransitionServiceRequest();
  const [asking, setAsking] = useState<{ request: AdminServiceRequest; to: RequestMove } | null>(
    null,
  );
  const [note, setNote] = useState('');
  const noteId = useId();
  const paste = usePasteLimit(SERVICE_REQUEST_NOTE_MAX, { inputId: noteId });

  const confirm = () => {
    if (!asking || transition.isPending) return;
    const { request, to } = asking;
    transition.mutate(
      { id: request._id, to, version: request.version, ...(note.trim() ? { note } : {}) },
      { onSettled: () => setAsking(null) },
    );
  };

  return (
    <>
      {requests.isPending ? (
        <Loading label="Caricamento delle richieste…" />
      ) : requests.isError ? (
        <InlineError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <ServiceRequestsTable
          requests={requests.data}
          onMove={(request, to) => {
            setNote(request.note ?? '');
            setAsking({ request, to });
          }}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${MOVE_LABELS[asking.to]} la richiesta?` : ''}
        danger={asking?.to === 'rifiutata'}
        isPending={transition.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking ? (
          <>
            <p>
              “{asking.request.service.name}” richiesto da {asking.request.agency.nome}: diventerà “
              {SERVICE_REQUEST_STATE_LABELS[asking.to]}” e l’agenzia riceverà una e-mail.
            </p>
            <label className={styles.noteField}>
              <span>
                Nota per l’agenzia (facoltativa, al massimo {SERVICE_REQUEST_NOTE_MAX} caratteri)
              </span>
              <textarea
                id={noteId}
                value={note}
                maxLength={SERVICE_REQUEST_NOTE_MAX}
                aria-describedby={paste.describedBy(undefined)}
                onPaste={paste.onPaste}
                onChange={(e) => {
                  paste.onEdit(e.target.value);
                  setNote(e.target.value);
                }}
              />
            </label>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** /admin/services/richieste?stato=&servizio=&agenzia=: the agencies' service requests. */
export function ServiceRequestsPage() {
  const [params] = useSearchParams();
  const query = queryFrom(params);
  return (
    <>
      <PageHeader eyebrow="Servizi" title="Richieste di servizi">
        <p>Chi ha richiesto un servizio, quando, e a che punto è la richiesta.</p>
        {query.agenzia ? (
          <p>
            Solo le richieste di un’agenzia.{' '}
            <Link to={paths.admin.serviceRequests}>Mostra tutte le agenzie</Link>
          </p>
        ) : null}
      </PageHeader>
      <Panel title="Richieste">
        <StateFilters query={query} />
        <ServiceRequestsPanel query={query} />
      </Panel>
    </>
  );
}
