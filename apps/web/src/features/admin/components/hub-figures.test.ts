import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@portal/shared';
import {
  appointmentsData,
  confirmationData,
  formatShare,
  monthLabels,
  registrationsData,
} from './hub-figures';

const stats: AdminStats = {
  agenzie: { totale: 8, reali: 5, agentiInterni: 3, confermate: 6, daConfermare: 2, fimaa: 1 },
  registrazioniMensili: [
    { mese: '2025-12', totale: 1 },
    { mese: '2026-01', totale: 0 },
    { mese: '2026-02', totale: 4 },
  ],
  appuntamentiPerStato: [
    { state: 'Inserito', totale: 1 },
    { state: 'Fatto Appuntamento', totale: 0 },
    { state: 'Contratto', totale: 2 },
    { state: 'Annullata', totale: 0 },
  ],
};

describe('hub figures', () => {
  it('formats shares with two Italian decimals', () => {
    expect(formatShare(3, 8)).toBe('37,50 %');
    expect(formatShare(1, 3)).toBe('33,33 %');
    expect(formatShare(0, 0)).toBe('0,00 %');
    expect(formatShare(1234, 1234)).toBe('100,00 %');
  });

  it('names the months in Italian, with the year at the start and in January', () => {
    expect(monthLabels('2026-03')).toEqual({ short: 'mar', long: 'marzo 2026', year: '2026' });
    expect(registrationsData(stats).map((d) => [d.shortLabel, d.year])).toEqual([
      ['dic', '2025'],
      ['gen', '2026'],
      ['feb', undefined],
    ]);
  });

  it('gives each state and the confirmation split with its share', () => {
    expect(appointmentsData(stats).map((d) => [d.label, d.value, d.note])).toEqual([
      ['Inserito', 1, '33,33 %'],
      ['Fatto Appuntamento', 0, '0,00 %'],
      ['Contratto', 2, '66,67 %'],
      ['Annullata', 0, '0,00 %'],
    ]);
    expect(confirmationData(stats).map((d) => d.note)).toEqual(['75,00 %', '25,00 %']);
  });
});
