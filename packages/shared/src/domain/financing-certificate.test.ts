import { describe, expect, it } from 'vitest';
import { certificateState, certificateValidUntil, planFiguresOf } from './financing-certificate';
import { certificateFigures } from './financing-certificate-figures';
import { instalmentCents } from './mortgage/instalment';

describe('the financing certificate (decision 117)', () => {
  it('is valid through the 60th day after its issue, across months and years', () => {
    expect(certificateValidUntil('2026-11-21')).toBe('2027-01-20');
    expect(certificateValidUntil('2027-01-01')).toBe('2027-03-02');
    expect(certificateValidUntil('2028-01-01')).toBe('2028-03-01');
  });

  it('is valid, then expired; a revocation wins', () => {
    const c = { validUntil: '2027-01-20', revokedAt: null };
    expect(certificateState(c, '2027-01-20')).toBe('valido');
    expect(certificateState(c, '2027-01-21')).toBe('scaduto');
    expect(certificateState({ ...c, revokedAt: '2026-12-01T10:00:00Z' }, '2026-12-02')).toBe(
      'revocato',
    );
  });

  it('computes LTV and instalment with the engine (mortgage.md reference: 150.000 € at 3,5 % over 25 years)', () => {
    const f = certificateFigures({
      maxLoanCents: 15_000_000,
      priceCents: 20_000_000,
      years: 25,
      annualRate: 0.035,
      istruttoriaRate: 0.01,
      periziaCents: 25_000,
      intermediaryName: 'Mediatore',
      intermediaryDetails: 'OAM n. M000',
    });
    expect(f.ltv).toBe(0.75);
    expect(f.instalmentCents).toBe(75_094);
    expect(f.instalmentCents).toBe(
      instalmentCents({ loanCents: 15_000_000, annualRate: 0.035, years: 25 }),
    );
    expect(f.numberOfInstalments).toBe(300);
    expect(f.taeg).toBeGreaterThan(0.035);
  });

  it('reads the figures of a Piano D’Acquisto lead, and nothing from a typed one', () => {
    const description = [
      'Richiesta inviata dal cliente dal Piano D’Acquisto dell’agenzia.',
      'Prezzo massimo dell’immobile: 240.000,00\u00a0€',
      'Mutuo: 180.000,00\u00a0€',
      'Durata: 30 anni, TAN fisso 3,20%',
    ].join('\n');
    expect(planFiguresOf(description)).toEqual({
      priceCents: 24_000_000,
      loanCents: 18_000_000,
      years: 30,
    });
    expect(planFiguresOf('Cliente interessato a un bilocale.')).toEqual({
      priceCents: null,
      loanCents: null,
      years: null,
    });
  });
});
