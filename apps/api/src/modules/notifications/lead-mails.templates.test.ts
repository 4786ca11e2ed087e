import { describe, expect, it } from 'vitest';
import { clientLabel } from './lead-mails.templates';

// The lead mails name the client by first name and the surname's initial only (decision 053).
describe('clientLabel', () => {
  it('gives the first name and the initial of the surname', () => {
    expect(clientLabel(' Laura ', ' neri')).toBe('Laura N.');
    expect(clientLabel('Laura', '')).toBe('Laura');
  });

  it('takes a whole character as the initial, never half of a surrogate pair', () => {
    // Found by the route fuzzing: '𐀀' is two UTF-16 units; one alone cannot be stored.
    expect(clientLabel('Mario', '𐀀')).toBe('Mario 𐀀.');
    expect(clientLabel('Mario', '😀 Rossi')).toBe('Mario 😀.');
    expect(encodeURIComponent(clientLabel('Mario', '𐀀'))).toBe('Mario%20%F0%90%80%80.');
  });
});
