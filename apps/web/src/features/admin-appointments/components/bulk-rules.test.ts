import { describe, expect, it } from 'vitest';
import {
  BULK_ACTIONS,
  bulkSelectionBody,
  canSelectAll,
  confirmLines,
  exportSelectionBody,
} from './bulk-rules';
import type { DeskFilters } from './desk-rules';

const filters: DeskFilters = {
  q: '',
  azienda: '',
  agente: '',
  state: 'Contratto',
  aperto: 'pagamento',
  from: '',
  to: '',
};
const action = (label: string) => BULK_ACTIONS.find((a) => a.label === label)!;

describe('bulk rules', () => {
  it('asks and reports in Italian, the participle agreeing with the number', () => {
    expect(action('Segna pagati').ask(30)).toBe('Stai per segnare come pagati 30 appuntamenti.');
    expect(action('Segna pagati').done(1)).toBe('1 appuntamento segnato come pagato');
    expect(action('Togli WC').done(1_200)).toBe(
      '1.200 appuntamenti segnati come da verificare (WC)',
    );
    expect(action('Togli contratto').done(2)).toBe('Contratto tolto a 2 appuntamenti');
  });

  it('the confirmation: the number that changes, the rows left as they are, the points', () => {
    expect(confirmLines(action('Segna pagati'), { matched: 32, changed: 30 })).toEqual([
      'Stai per segnare come pagati 30 appuntamenti. Confermi?',
      '2 appuntamenti della selezione sono già così e non cambiano.',
      'Ogni modifica resta nello storico dell’appuntamento.',
    ]);
    expect(confirmLines(action('Segna contratto'), { matched: 1, changed: 1 })).toEqual([
      'Stai per segnare con contratto 1 appuntamento. Confermi?',
      'I punti delle agenzie e la classifica si aggiornano subito.',
      'Ogni modifica resta nello storico dell’appuntamento.',
    ]);
  });

  it('a selection of ids sends ids; every row of the filters sends the filters', () => {
    const ids = { mode: 'ids', ids: new Set(['a', 'b']) } as const;
    expect(bulkSelectionBody(ids, filters)).toEqual({ ids: ['a', 'b'] });
    expect(exportSelectionBody(ids, filters)).toEqual({ ids: ['a', 'b'] });
    expect(bulkSelectionBody({ mode: 'all' }, filters)).toEqual({
      filter: { state: 'Contratto', aperto: 'pagamento' },
    });
    expect(exportSelectionBody({ mode: 'all' }, filters)).toEqual({
      state: 'Contratto',
      aperto: 'pagamento',
    });
  });

  it('every row of the filters only up to 5,000', () => {
    expect([0, 1, 5_000, 5_001].map(canSelectAll)).toEqual([false, true, true, false]);
  });
});
