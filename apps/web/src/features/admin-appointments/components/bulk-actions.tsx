import { useState } from 'react';
import { BULK_MAX, type AdminBulkFlagBody } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Button } from '../../../components/ui';
import { newIdempotencyKey } from '../../../lib/submission';
import { notifyInfo, notifySuccess } from '../../../lib/toast';
import { useBulkFlag, useBulkFlagCount } from '../api/bulk-flag';
import { useDownloadAppointments } from '../api/download-appointments';
import {
  BULK_ACTIONS,
  bulkSelectionBody,
  canSelectAll,
  confirmLines,
  exportSelectionBody,
  selectedCount,
  selectionSummary,
  type BulkAction,
  type DeskSelection,
} from './bulk-rules';
import type { DeskFilters } from './desk-rules';
import styles from './desk.module.css';

interface Asking {
  action: BulkAction;
  body: AdminBulkFlagBody;
  matched: number;
  changed: number;
  /** One per confirmation: a repeat of it (double click, retry) changes the rows once. */
  key: string;
}

const NOTHING_TO_DO = 'Nessuna modifica: gli appuntamenti selezionati sono già così.';

/**
 * The bulk actions over the table (decision 054): what is selected, the way to every row
 * of the filters, the flags with their undo and the export of the selection. Each action
 * first counts what would change, then asks, then changes the rows in one call.
 */
export function BulkActions({
  filters,
  total,
  pageIds,
  selection,
  onSelectAll,
  onClear,
}: {
  filters: DeskFilters;
  total: number;
  pageIds: readonly string[];
  selection: DeskSelection;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const count = useBulkFlagCount();
  const apply = useBulkFlag();
  const exporter = useDownloadAppointments('csv');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [counting, setCounting] = useState<BulkAction | null>(null);
  const selected = selectedCount(selection, total);
  const busy = count.isPending || apply.isPending || exporter.isPending;
  const wholePage =
    selection.mode === 'ids' &&
    pageIds.length > 0 &&
    pageIds.every((id) => selection.ids.has(id)) &&
    total > pageIds.length;

  const ask = (action: BulkAction) => {
    const body = {
      flag: action.flag,
      value: action.value,
      ...bulkSelectionBody(selection, filters),
    };
    setCounting(action);
    count.mutate(body, {
      onSuccess: (found) => {
        if (found.changed === 0) notifyInfo(NOTHING_TO_DO);
        else setAsking({ action, body, ...found, key: newIdempotencyKey() });
      },
      onSettled: () => setCounting(null),
    });
  };

  const confirm = () => {
    if (!asking) return;
    const { action, body, key } = asking;
    apply.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: (done) => {
          if (done.changed === 0) notifyInfo(NOTHING_TO_DO);
          else notifySuccess(action.done(done.changed));
          onClear();
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  // An empty list has nothing to select.
  if (total === 0 && selected === 0) return null;
  return (
    <section className={styles.bulk} aria-label="Azioni in blocco">
      <p className={styles.bulkSummary} aria-live="polite">
        {selected === 0 ? (
          <span className={styles.sub}>
            Seleziona delle righe per segnarle o esportarle insieme.
          </span>
        ) : (
          <span>{selectionSummary(selected, total, selection.mode)}</span>
        )}
      </p>
      {wholePage ? (
        canSelectAll(total) ? (
          <Button variant="secondary" size="sm" onClick={onSelectAll} disabled={busy}>
            Seleziona tutti i {formatNumber(total)} appuntamenti che corrispondono ai filtri
          </Button>
        ) : (
          <p className={styles.sub}>
            Ai filtri corrispondono {formatNumber(total)} appuntamenti: le azioni in blocco ne
            trattano al massimo {formatNumber(BULK_MAX)} per volta. Restringi i filtri per
            selezionarli tutti.
          </p>
        )
      ) : null}
      {selected > 0 ? (
        <div
          className={styles.bulkBar}
          role="group"
          aria-label="Azioni sugli appuntamenti selezionati"
        >
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action.label}
              variant={action.value ? 'primary' : 'secondary'}
              size="sm"
              onClick={() => ask(action)}
              disabled={busy}
              aria-busy={counting === action}
            >
              {counting === action ? 'Conteggio…' : action.label}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void exporter.start(exportSelectionBody(selection, filters))}
            disabled={busy}
            aria-busy={exporter.isPending}
          >
            {exporter.isPending ? 'Esportazione…' : 'Esporta selezione'}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClear} disabled={busy}>
            Annulla selezione
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title="Modifica di più appuntamenti"
        isPending={apply.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking
          ? confirmLines(asking.action, asking).map((line) => <p key={line}>{line}</p>)
          : null}
      </ConfirmDialog>
    </section>
  );
}
