import { describe, expect, it } from 'vitest';
import { buildSearchIndex, filterIndex } from './search-filter';

describe('search filter', () => {
  const labels = [
    'Forlì',
    'Cantù',
    'Roma',
    'Cassano Magnago',
    "Sant'Angelo Lodigiano",
    'SAN DONÀ DI PIAVE',
  ];
  const index = buildSearchIndex(labels);
  const find = (query: string) => filterIndex(index, query).map((i) => labels[i]);

  it('matches a substring ignoring case and accents', () => {
    expect(find('forli')).toEqual(['Forlì']);
    expect(find('CANTU')).toEqual(['Cantù']);
    expect(find('donà')).toEqual(['SAN DONÀ DI PIAVE']);
    expect(find('san')).toEqual(['Cassano Magnago', "Sant'Angelo Lodigiano", 'SAN DONÀ DI PIAVE']);
    expect(find('  roma ')).toEqual(['Roma']);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    expect(find('')).toEqual(labels);
    expect(find('xyz')).toEqual([]);
  });

  it('filters 7,904 names correctly', () => {
    const many = Array.from({ length: 7904 }, (_, i) =>
      i % 100 === 0 ? `Città ${i}` : `Comune ${i}`,
    );
    const manyIndex = buildSearchIndex(many);
    expect(filterIndex(manyIndex, 'CITTA')).toHaveLength(80);
    expect(filterIndex(manyIndex, 'comune 790')).toEqual(
      [790, 7901, 7902, 7903].filter((i) => i % 100 !== 0),
    );
  });
});
