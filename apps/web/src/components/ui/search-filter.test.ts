import { describe, expect, it } from 'vitest';
import { buildSearchIndex, exactMatches, rankMatches } from './search-filter';

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
  const find = (query: string) => rankMatches(index, query).map((i) => labels[i]);

  it('matches a substring ignoring case and accents', () => {
    expect(find('forli')).toEqual(['Forlì']);
    expect(find('CANTU')).toEqual(['Cantù']);
    expect(find('donà')).toEqual(['SAN DONÀ DI PIAVE']);
    expect(find('  roma ')).toEqual(['Roma']);
    expect(find('sant’angelo')).toEqual(["Sant'Angelo Lodigiano"]);
  });

  it('returns everything for an empty query and nothing for no match', () => {
    expect(find('')).toEqual(labels);
    expect(find('xyz')).toEqual([]);
  });

  it('ranks the exact name first, then names starting with it, then words, then anywhere', () => {
    // The province of Rome in the list's alphabetical order: "Roma" sits far below the others.
    const rome = [
      'Affile',
      'Arcinazzo Romano',
      'Castel San Pietro Romano',
      'Rocca di Papa',
      'Roma',
      'Romanella',
      'Sant’Oreste',
    ];
    const romeIndex = buildSearchIndex(rome);
    const ranked = (query: string) => rankMatches(romeIndex, query).map((i) => rome[i]);
    expect(ranked('Roma')).toEqual([
      'Roma',
      'Romanella',
      'Arcinazzo Romano',
      'Castel San Pietro Romano',
    ]);
    expect(ranked('ROMA')[0]).toBe('Roma');
    expect(ranked('san')).toEqual(['Sant’Oreste', 'Castel San Pietro Romano']);

    const naples = ['Casalnuovo di Napoli', 'Marano di Napoli', 'Napoli', 'Napolitano'];
    const naplesIndex = buildSearchIndex(naples);
    expect(rankMatches(naplesIndex, 'napoli').map((i) => naples[i])).toEqual([
      'Napoli',
      'Napolitano',
      'Casalnuovo di Napoli',
      'Marano di Napoli',
    ]);

    const turin = ['Mombello di Torino', 'San Mauro Torinese', 'Torino', 'Santorino'];
    const turinIndex = buildSearchIndex(turin);
    expect(rankMatches(turinIndex, 'Torino').map((i) => turin[i])).toEqual([
      'Torino',
      'Mombello di Torino',
      'Santorino',
    ]);
    // A word start anywhere in the name counts, not only the first occurrence.
    const words = ['Cassano Sano', 'Ansano'];
    expect(rankMatches(buildSearchIndex(words), 'sano').map((i) => words[i])).toEqual([
      'Cassano Sano',
      'Ansano',
    ]);
  });

  it('finds the labels equal to the query, ignoring case, accents and spaces', () => {
    expect(exactMatches(index, ' forli ')).toEqual([0]);
    expect(exactMatches(index, 'san dona di  piave')).toEqual([5]);
    expect(exactMatches(index, 'rom')).toEqual([]);
    expect(exactMatches(index, '')).toEqual([]);
    expect(exactMatches(buildSearchIndex(['Roma', 'ROMA']), 'roma')).toEqual([0, 1]);
  });

  it('ranks 7,904 names correctly', () => {
    const many = Array.from({ length: 7904 }, (_, i) =>
      i % 100 === 0 ? `Città ${i}` : `Comune ${i}`,
    );
    const manyIndex = buildSearchIndex(many);
    expect(rankMatches(manyIndex, 'CITTA')).toHaveLength(80);
    expect(rankMatches(manyIndex, 'comune 790')).toEqual([790, 7901, 7902, 7903]);
    expect(rankMatches(manyIndex, '790').slice(0, 5)).toEqual([790, 7900, 7901, 7902, 7903]);
  });
});
