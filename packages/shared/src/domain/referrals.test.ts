import { describe, expect, it } from 'vitest';
import { duplicateNotice, emailKey, phoneKey } from './referrals';

describe('referral client keys (decision 102)', () => {
  it('the same mobile written in the usual ways is one key', () => {
    const forms = [
      '+39 333 123 4567',
      '3331234567',
      '0039 333.123.4567',
      '333-123 45 67',
      '(333) 1234567',
    ];
    expect(new Set(forms.map(phoneKey))).toEqual(new Set(['3331234567']));
  });

  it('a landline keeps its leading 0 and a mobile beginning with 39 keeps its digits', () => {
    expect(phoneKey('+39 06 1234 5678')).toBe('0612345678');
    expect(phoneKey('393 123 4567')).toBe('3931234567');
    expect(phoneKey('+39 393 123 4567')).toBe('3931234567');
  });

  it('a foreign number keeps its country code', () => {
    expect(phoneKey('+41 79 123 45 67')).toBe('41791234567');
  });

  it('e-mails compare trimmed and case-folded', () => {
    expect(emailKey('  Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
  });

  it('the notice names the day in Italian (Europe/Rome) and nothing else', () => {
    expect(duplicateNotice('2026-11-30T23:30:00Z')).toBe(
      'Questo cliente risulta già segnalato il 1 dicembre 2026',
    );
  });
});
