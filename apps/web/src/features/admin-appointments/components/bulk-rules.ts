import {
  BULK_MAX,
  type AdminAppointmentsExportBody,
  type AdminBulkFlagBody,
  type BulkFlag,
} from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { filterBody, type DeskFilters } from './desk-rules';

/**
 * The desk's selection (decision 054): the rows ticked (on any page), or every row that
 * matches the filters ('Seleziona tutti i N appuntamenti…').
 */
export type DeskSelection = { mode: 'ids'; ids: ReadonlySet<string> } | { mode: 'all' };

export const NOTHING_SELECTED: DeskSelection = { mode: 'ids', ids: new Set() };

/** How many rows the selection holds; `total` is how many match the filters. */
export const selectedCount = (s: DeskSelection, total: number) =>
  s.mode === 'all' ? total : s.ids.size;

/** The selection as admin_bulkFlag takes it: the ids, or the filters. */
export function bulkSelectionBody(
  s: DeskSelection,
  filters: DeskFilters,
): Pick<AdminBulkFlagBody, 'ids' | 'filter'> {
  return s.mode === 'all' ? { filter: filterBody(filters) } : { ids: [...s.ids] };
}

/** The selection as the exports take it: the ids, or the filters as 'Scarica CSV' sends them. */
export function exportSelectionBody(
  s: DeskSelection,
  filters: DeskFilters,
): AdminAppointmentsExportBody {
  return s.mode === 'all' ? filterBody(filters) : { ids: [...s.ids] };
}

/** Whether every row of the filters can be acted on at once (at most BULK_MAX). */
export const canSelectAll = (total: number) => total > 0 && total <= BULK_MAX;

const n = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'appuntamento' : 'appuntamenti'}`;

interface ActionText {
  /** The button. */
  label: string;
  /** 'Stai per … 30 appuntamenti.' */
  ask: (count: number) => string;
  /** The toast after it: '30 appuntamenti segnati come pagati'. */
  done: (count: number) => string;
}

/** 'segnare come pagati' (many) or 'segnare come pagato' (one): the participle agrees. */
const markAs = (label: string, many: string, one: string): ActionText => ({
  label,
  ask: (count) => `Stai per segnare come ${count === 1 ? one : many} ${n(count)}.`,
  done: (count) =>
    `${n(count)} ${count === 1 ? 'segnato' : 'segnati'} come ${count === 1 ? one : many}`,
});

export interface BulkAction extends ActionText {
  flag: BulkFlag;
  value: boolean;
}

/** The action bar's buttons, each flag with its undo. */
export const BULK_ACTIONS: readonly BulkAction[] = [
  { flag: 'payed', value: true, ...markAs('Segna pagati', 'pagati', 'pagato') },
  { flag: 'payed', value: false, ...markAs('Togli pagato', 'da pagare', 'da pagare') },
  {
    flag: 'wc',
    value: true,
    ...markAs('Segna WC', 'verificati (WC)', 'verificato (WC)'),
  },
  {
    flag: 'wc',
    value: false,
    ...markAs('Togli WC', 'da verificare (WC)', 'da verificare (WC)'),
  },
  {
    flag: 'contratto',
    value: true,
    label: 'Segna contratto',
    ask: (count) => `Stai per segnare con contratto ${n(count)}.`,
    done: (count) => `${n(count)} ${count === 1 ? 'segnato' : 'segnati'} con contratto`,
  },
  {
    flag: 'contratto',
    value: false,
    label: 'Togli contratto',
    ask: (count) => `Stai per togliere il contratto a ${n(count)}.`,
    done: (count) => `Contratto tolto a ${n(count)}`,
  },
];

/** The confirmation's lines: what changes, what stays, and the points when they may move. */
export function confirmLines(
  action: BulkAction,
  count: { matched: number; changed: number },
): string[] {
  const lines = [`${action.ask(count.changed)} Confermi?`];
  const same = count.matched - count.changed;
  if (same > 0)
    lines.push(
      same === 1
        ? '1 appuntamento della selezione è già così e non cambia.'
        : `${formatNumber(same)} appuntamenti della selezione sono già così e non cambiano.`,
    );
  if (action.flag !== 'payed')
    lines.push('I punti delle agenzie e la classifica si aggiornano subito.');
  lines.push('Ogni modifica resta nello storico dell’appuntamento.');
  return lines;
}

/** The banner over the table: what is selected, and the way to all the filters' rows. */
export function selectionSummary(selected: number, total: number, mode: DeskSelection['mode']) {
  if (mode === 'all')
    return `Selezionati tutti i ${formatNumber(total)} appuntamenti che corrispondono ai filtri.`;
  return selected === 1
    ? '1 appuntamento selezionato.'
    : `${formatNumber(selected)} appuntamenti selezionati.`;
}
