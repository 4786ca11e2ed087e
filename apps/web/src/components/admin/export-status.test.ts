import { describe, expect, it } from 'vitest';
import { exportStatusText } from './export-status';

describe('exportStatusText', () => {
  it('tells the rows written of the total, then the end, in Italian', () => {
    expect(exportStatusText(5000, 1234, false, false)).toBe(
      'Esportazione di 5.000 righe: 1.234 di 5.000…',
    );
    expect(exportStatusText(1, 0, false, false)).toBe('Esportazione di 1 riga: 0 di 1…');
    expect(exportStatusText(5000, 5000, true, false)).toBe('Esportazione completata: 5.000 righe');
    expect(exportStatusText(1, 1, true, false)).toBe('Esportazione completata: 1 riga');
    expect(exportStatusText(5000, 0, false, true)).toMatch(/^Esportazione non riuscita/);
  });
});
