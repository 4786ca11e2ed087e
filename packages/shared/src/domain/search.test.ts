import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearch, searchTerms, searchableText } from './search';

describe('admin list search (case- and accent-insensitive)', () => {
  it('folds case, accents and spaces', () => {
    expect(normaliseSearch('  Forlì   ROSSI ')).toBe('forli rossi');
    expect(normaliseSearch('Châtillon')).toBe('chatillon');
    expect(normaliseSearch('')).toBe('');
  });

  it("typing 'ROSSI' finds 'Rossi' (the old portal's defect)", () => {
    const text = searchableText(['Immobiliare Rossi', 'rossi@demo.example.it', null]);
    expect(matchesSearch(text, 'ROSSI')).toBe(true);
    expect(matchesSearch(text, 'rossì')).toBe(true);
    expect(matchesSearch(text, 'Bianchi')).toBe(false);
  });

  it('needs every word, in any order; a blank query matches all', () => {
    const text = searchableText(['Casa Bianchi', 'Milano']);
    expect(matchesSearch(text, 'milano casa')).toBe(true);
    expect(matchesSearch(text, 'milano roma')).toBe(false);
    expect(matchesSearch(text, '   ')).toBe(true);
    expect(searchTerms('  a  B ')).toEqual(['a', 'b']);
  });
});
