import { describe, expect, it } from 'vitest';
import { NameSpeller, toIstatSpelling } from './comuni.names';

describe('toIstatSpelling', () => {
  it.each([
    ['Forlì', "FORLI'"],
    ['Agliè', "AGLIE'"],
    ['Châtillon', 'CHATILLON'],
    ["Sant'Angelo a Cupolo", "SANT'ANGELO A CUPOLO"],
    ['Cantù', "CANTU'"],
    ['Alì Terme', "ALI' TERME"],
    ['Roma', 'ROMA'],
  ])('%s → %s', (nome, istat) => {
    expect(toIstatSpelling(nome)).toBe(istat);
  });
});

describe('NameSpeller', () => {
  const speller = new NameSpeller([
    'Forlì',
    "Vighizzolo d'Este",
    'Grana',
    'Casale Monferrato',
    'Sesto San Giovanni',
  ]);

  it('spells words the way the accented names write them', () => {
    expect(speller.spell("SANTA CATERINA D'ESTE")).toBe("Santa Caterina d'Este");
    expect(speller.spell('GRANA MONFERRATO')).toBe('Grana Monferrato');
    expect(speller.spell("FORLI'")).toBe('Forlì');
  });

  it('falls back to capitalised words, with a final accent for a trailing apostrophe', () => {
    expect(speller.spell("NUOVO BORGO DI PIETA'")).toBe('Nuovo Borgo Di Pietà');
    expect(speller.spell('MORANSENGO-TONENGO')).toBe('Moransengo-Tonengo');
  });

  it('prefers the words of the hints (old names of the same place)', () => {
    expect(speller.spell('CAMPOSPINOSO ALBAREDO', ['Campospinoso', 'Albaredo Arnaboldi'])).toBe(
      'Campospinoso Albaredo',
    );
  });
});
