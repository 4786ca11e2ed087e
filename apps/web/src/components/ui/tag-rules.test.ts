import { describe, expect, it } from 'vitest';
import { addTag, cleanTag, matchSuggestions } from './tag-rules';

describe('tag rules', () => {
  it('adds the typed text without the # shown before tags', () => {
    expect(addTag(['casa'], 'mutuo')).toEqual(['casa', 'mutuo']);
    expect(addTag([], '  #villa ')).toEqual(['villa']);
    expect(cleanTag('##a')).toBe('a');
  });

  it('ignores a blank or repeated tag', () => {
    expect(addTag(['casa'], '   ')).toEqual(['casa']);
    expect(addTag(['casa'], 'casa')).toEqual(['casa']);
  });

  it('matches suggestions by substring ignoring case, without chosen tags', () => {
    const all = ['Mutuo', 'Surroga', 'Cessione del quinto', 'Mutuo green'];
    expect(matchSuggestions(all, 'mut', [])).toEqual(['Mutuo', 'Mutuo green']);
    expect(matchSuggestions(all, 'UTU', ['Mutuo'])).toEqual(['Mutuo green']);
    expect(matchSuggestions(all, 'quinto', [])).toEqual(['Cessione del quinto']);
    expect(matchSuggestions(all, '', ['Surroga'])).toEqual([
      'Mutuo',
      'Cessione del quinto',
      'Mutuo green',
    ]);
  });

  it('ranks the suggestion named as typed first, ignoring accents', () => {
    const all = ['Mutuo green', 'Primo mutuo', 'Mutuo', 'Città'];
    expect(matchSuggestions(all, 'mutuo', [])).toEqual(['Mutuo', 'Mutuo green', 'Primo mutuo']);
    expect(matchSuggestions(all, 'citta', [])).toEqual(['Città']);
  });
});
