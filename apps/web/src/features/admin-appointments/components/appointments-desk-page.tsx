import { useState } from 'react';
import { APPOINTMENTS_PAGE_SIZE, type Appointment } from '@portal/shared';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Pagination, Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Loading } from '../../../components/ui';
import { formatDateTime, formatNumber } from '@portal/shared/domain/format';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useDeskAppointments } from '../api/get-appointments';
import { useDeskParams } from '../hooks/use-desk-params';
import { useDeskSelection } from '../hooks/use-desk-selection';
import { AppointmentHistory } from './appointment-history';
import { LeadStepsModal } from './lead-steps-modal';
import { LeadNotesModal } from './lead-notes-modal';
import { LeadCertificatesModal } from './lead-certificates-modal';
import { useNotesUnread } from '../api/get-notes-unread';
import { BulkActions } from './bulk-actions';
import { ExportDownloads } from './export-downloads';
import { DeskFiltersBar } from './desk-filters';
import { hasFilters } from './desk-rules';
import { clientOf, DeskTable } from './desk-table';
import styles from './desk.module.css';

/**
 * /admin/appuntamenti: the filtered, paged table (25 a page), the admin's flags saved at
 * once, descriptions edited in place, delete, history, the CSV of the filtered rows, and
 * the bulk actions on the rows ticked or on every row of the filters (decision 054).
 * Filters and page live in the address.
 */
export function AppointmentsDeskPage() {
  const { filters, page, order, setFilter, setPage, toggleSort, clear } = useDeskParams();
  const list = useDeskAppointments(filters, page, order);
  const remove = useDeleteAppointment();
  const [history, setHistory] = useState<{ id: string; label: string } | null>(null);
  const [steps, setSteps] = useState<{ id: string; label: string } | null>(null);
  const [notes, setNotes] = useState<{ id: string; label: string } | null>(null);
  const [certificates, setCertificates] = useState<{ id: string; label: string } | null>(null);
  const unread = useNotesUnread();
  const unreadById = new Map(unread.data?.pratiche.map((p) => [p._id, p.nonLette]) ?? []);
  const [asking, setAsking] = useState<Appointment | null>(null);
  const total = list.data?.total ?? null;
  const picked = useDeskSelection(JSON.stringify(filters));
  const pageIds = list.data?.appuntamenti.map((a) => a._id) ?? [];

  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Appuntamenti">
        <p>
          Pagato, Verificato e Contratto si salvano subito; i punti delle agenzie e la classifica si
          aggiornano a ogni modifica. Le date filtrano il giorno di inserimento (ora italiana).
        </p>
      </PageHeader>
      {/* The line keeps its place while the count loads: the filters below do not move. */}
      <p className={styles.unreadTotal} data-testid="note-non-lette-totale">
        {!unread.data
          ? '\u00a0'
          : unread.data.totale === 0
            ? 'Nessuna nota delle agenzie da leggere.'
            : `Note delle agenzie da leggere: ${formatNumber(unread.data.totale)}`}
      </p>
      <Panel title="Filtri">
        <DeskFiltersBar filters={filters} onChange={setFilter} onClear={clear} />
      </Panel>
      <Panel
        title={total === null ? 'Elenco' : `Elenco · ${formatNumber(total)} appuntamenti`}
        actions={<ExportDownloads filters={filters} total={total} />}
      >
        {list.isPending ? (
          <Loading label="Caricamento degli appuntamenti…" />
        ) : list.isError ? (
          <InlineError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className={styles.listBody} aria-busy={list.isFetching}>
            <BulkActions
              filters={filters}
              total={list.data.total}
              pageIds={pageIds}
              selection={picked.selection}
              onSelectAll={picked.selectAll}
              onClear={picked.clear}
            />
            <DeskTable
              rows={list.data.appuntamenti}
              emptyText={
                hasFilters(filters)
                  ? 'Nessun appuntamento corrisponde ai filtri.'
                  : 'Nessun appuntamento registrato.'
              }
              order={order}
              onSort={toggleSort}
              onHistory={(a) => setHistory({ id: a._id, label: clientOf(a) })}
              onSteps={(a) => setSteps({ id: a._id, label: clientOf(a) })}
              onNotes={(a) => setNotes({ id: a._id, label: clientOf(a) })}
              onCertificates={(a) => setCertificates({ id: a._id, label: clientOf(a) })}
              unread={unreadById}
              earlier={list.data.precedenti}
              onDelete={setAsking}
              selection={{
                isSelected: picked.isSelected,
                onRows: (ids, on) => picked.setRows(ids, on, pageIds),
              }}
            />
            <Pagination
              page={page}
              pageSize={APPOINTMENTS_PAGE_SIZE}
              total={list.data.total}
              onPage={setPage}
            />
          </div>
        )}
      </Panel>
      <AppointmentHistory appointment={history} onClose={() => setHistory(null)} />
      <LeadStepsModal appointment={steps} onClose={() => setSteps(null)} />
      <LeadNotesModal appointment={notes} onClose={() => setNotes(null)} />
      <LeadCertificatesModal appointment={certificates} onClose={() => setCertificates(null)} />
      <ConfirmDialog
        open={asking !== null}
        title="Eliminare l’appuntamento?"
        danger
        isPending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking._id, { onSettled: () => setAsking(null) })}
      >
        {asking ? (
          <p>
            L’appuntamento di <strong>{clientOf(asking)}</strong> con {asking.agenzia.nome},
            inserito il {formatDateTime(asking.created_at)}, verrà cancellato e i punti dell’agenzia
            ricalcolati. L’operazione non si può annullare.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
