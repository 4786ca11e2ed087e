import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../auth/password-policy';
import { checkPlace, generatePassword, lastTwelveMonths } from './agencies-admin.rules';

describe('admin agency rules', () => {
  it('generates strong, different passwords that pass the policy', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const p = generatePassword();
      expect(p).toMatch(/^([A-HJ-NP-Za-km-z2-9]{5}-){3}[A-HJ-NP-Za-km-z2-9]{5}$/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
    // The estimate takes milliseconds each: twenty of them are held to the whole policy.
    for (const p of [...seen].slice(0, 20)) expect(await passwordProblem(p), p).toBeUndefined();
  });

  it('lists the twelve months ending with the current one in Rome, across a year end', () => {
    expect(lastTwelveMonths(new Date('2026-01-15T12:00:00Z'))).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    // 31 December 23:30 UTC is already January in Rome.
    expect(lastTwelveMonths(new Date('2025-12-31T23:30:00Z')).at(-1)).toBe('2026-01');
  });

  it('checks province → comune → postal code and gives the official name', () => {
    expect(checkPlace({ provincia: 'fc', comune: 'FORLI', cap: null })).toEqual({
      provincia: 'FC',
      comune: 'Forlì',
      cap: null,
    });
    expect(() => checkPlace({ provincia: null, comune: 'Roma', cap: null })).toThrow(/provincia/);
    expect(() => checkPlace({ provincia: 'ZZ', comune: null, cap: null })).toThrow(
      /Provincia non trovata/,
    );
    expect(() => checkPlace({ provincia: 'RM', comune: null, cap: '00184' })).toThrow(
      /comune del CAP/,
    );
    expect(checkPlace({ provincia: null, comune: null, cap: null })).toEqual({
      provincia: null,
      comune: null,
      cap: null,
    });
  });
});
