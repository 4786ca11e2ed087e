import { describe, expect, it } from 'vitest';
import { buildNameIndex, exactNames, foldName, onlyName, rankNames } from './name-search';
import { comuneNames } from './comuni-aliases';

describe('name search (decision 096)', () => {
  const labels = [
    'Forlì',
    'Cantù',
    'Roma',
    'Cassano Magnago',
    "Sant'Angelo Lodigiano",
    'SAN DONÀ DI PIAVE',
  ];
  const index = buildNameIndex(labels);
  const find = (query: string) => rankNames(index, query).map((i) => labels[i]);

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
    const romeIndex = buildNameIndex(rome);
    const ranked = (query: string) => rankNames(romeIndex, query).map((i) => rome[i]);
    expect(ranked('Roma')).toEqual([
      'Roma',
      'Romanella',
      'Arcinazzo Romano',
      'Castel San Pietro Romano',
    ]);
    expect(ranked('ROMA')[0]).toBe('Roma');
    expect(ranked('san')).toEqual(['Sant’Oreste', 'Castel San Pietro Romano']);

    const naples = ['Casalnuovo di Napoli', 'Marano di Napoli', 'Napoli', 'Napolitano'];
    const naplesIndex = buildNameIndex(naples);
    expect(rankNames(naplesIndex, 'napoli').map((i) => naples[i])).toEqual([
      'Napoli',
      'Napolitano',
      'Casalnuovo di Napoli',
      'Marano di Napoli',
    ]);

    const turin = ['Mombello di Torino', 'San Mauro Torinese', 'Torino', 'Santorino'];
    const turinIndex = buildNameIndex(turin);
    expect(rankNames(turinIndex, 'Torino').map((i) => turin[i])).toEqual([
      'Torino',
      'Mombello di Torino',
      'Santorino',
    ]);
    // A word start anywhere in the name counts, not only the first occurrence.
    const words = ['Cassano Sano', 'Ansano'];
    expect(rankNames(buildNameIndex(words), 'sano').map((i) => words[i])).toEqual([
      'Cassano Sano',
      'Ansano',
    ]);
  });

  it('finds the labels equal to the query, ignoring case, accents and spaces', () => {
    expect(exactNames(index, ' forli ')).toEqual([0]);
    expect(exactNames(index, 'san dona di  piave')).toEqual([5]);
    expect(exactNames(index, 'rom')).toEqual([]);
    expect(exactNames(index, '')).toEqual([]);
    expect(exactNames(buildNameIndex(['Roma', 'ROMA']), 'roma')).toEqual([0, 1]);
  });

  it('ranks 7,904 names correctly', () => {
    const many = Array.from({ length: 7904 }, (_, i) =>
      i % 100 === 0 ? `Città ${i}` : `Comune ${i}`,
    );
    const manyIndex = buildNameIndex(many);
    expect(rankNames(manyIndex, 'CITTA')).toHaveLength(80);
    expect(rankNames(manyIndex, 'comune 790')).toEqual([790, 7901, 7902, 7903]);
    expect(rankNames(manyIndex, '790').slice(0, 5)).toEqual([790, 7900, 7901, 7902, 7903]);
  });

  it('ignores apostrophes and punctuation as it ignores accents', () => {
    expect(foldName('  L’Aquila ')).toBe('l aquila');
    expect(foldName("FORLI'")).toBe('forli');
    expect(foldName('Bolzano/Bozen')).toBe('bolzano bozen');
    const names = ["L'Aquila", 'Aquilonia', "Reggio nell'Emilia"];
    const aq = buildNameIndex(names);
    expect(rankNames(aq, 'L Aquila').map((i) => names[i])).toEqual(["L'Aquila"]);
    expect(rankNames(aq, 'laquila')).toEqual([]);
    expect(rankNames(aq, 'nell’emilia').map((i) => names[i])).toEqual(["Reggio nell'Emilia"]);
  });

  it('finds a comune by its popular name, and shows its official one', () => {
    const comuni = [
      { nome: 'Reggio di Calabria', provincia: 'RC' },
      { nome: "Reggio nell'Emilia", provincia: 'RE' },
      { nome: 'Reggiolo', provincia: 'RE' },
      { nome: 'Bolzano', provincia: 'BZ' },
      { nome: 'Aosta', provincia: 'AO' },
    ];
    const found = (query: string) =>
      rankNames(buildNameIndex(comuni.map(comuneNames)), query).map((i) => comuni[i]?.nome);
    expect(found('Reggio Emilia')).toEqual(["Reggio nell'Emilia"]);
    expect(found('reggio calabria')).toEqual(['Reggio di Calabria']);
    expect(found('Bolzano/Bozen')).toEqual(['Bolzano']);
    expect(found('Aoste')).toEqual(['Aosta']);
    expect(found('Reggio')).toEqual(['Reggio di Calabria', "Reggio nell'Emilia", 'Reggiolo']);
  });

  it('stands for one entry only when one is named so, or one alone is found', () => {
    const labels = ['Reggio di Calabria', "Reggio nell'Emilia", 'Reggiolo', 'Roma', 'Romano'];
    const index = buildNameIndex(
      labels.map((nome) =>
        comuneNames({ nome, provincia: nome.includes('Calabria') ? 'RC' : 'RE' }),
      ),
    );
    expect(onlyName(index, 'Reggio')).toBeUndefined();
    expect(onlyName(index, 'Reggio E')).toBe(1);
    expect(onlyName(index, 'reggio emilia')).toBe(1);
    expect(onlyName(index, 'Reggiol')).toBe(2);
    expect(onlyName(index, 'roma')).toBe(3);
    expect(onlyName(index, 'rom')).toBeUndefined();
    expect(onlyName(index, 'xyz')).toBeUndefined();
    expect(onlyName(buildNameIndex(['Roma', 'ROMA']), 'roma')).toBeUndefined();
  });

  it('gives at most `limit` positions, the best ones', () => {
    const many = Array.from({ length: 7904 }, (_, i) => `Comune ${i}`);
    const index = buildNameIndex(many);
    expect(rankNames(index, 'comune', 50)).toHaveLength(50);
    expect(rankNames(index, '', 50)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(rankNames(index, '7903', 50)).toEqual([7903]);
  });
});
