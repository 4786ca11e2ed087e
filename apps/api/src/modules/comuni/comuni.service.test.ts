import { COMUNI_ALIASES } from '@portal/shared/domain/comuni-aliases';
import { describe, expect, it } from 'vitest';
import {
  capBelongsTo,
  findComune,
  findProvincia,
  listComuni,
  listProvince,
  searchComuni,
} from './comuni.service';

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('listProvince', () => {
  it('lists { sigla, nome, regione } sorted by name', () => {
    const province = listProvince();
    expect(province).toHaveLength(107);
    expect(province[0]).toEqual({ sigla: 'AG', nome: 'Agrigento', regione: 'Sicilia' });
    expect(province.find((p) => p.sigla === 'RM')).toEqual({
      sigla: 'RM',
      nome: 'Roma',
      regione: 'Lazio',
    });
    const names = province.map((p) => p.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  });

  it('returns a copy the caller may change', () => {
    listProvince().pop();
    expect(listProvince()).toHaveLength(107);
  });
});

describe('findProvincia', () => {
  it('finds a province by sigla, ignoring case', () => {
    expect(findProvincia('fc')?.nome).toBe('Forlì-Cesena');
    expect(findProvincia('XX')).toBeUndefined();
  });
});

describe('listComuni', () => {
  it('lists the comuni of a province sorted with the Italian collation', () => {
    const comuni = listComuni('RM');
    expect(comuni).toHaveLength(121);
    expect(comuni.every((c) => c.provincia === 'RM')).toBe(true);
    const names = comuni.map((c) => c.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    expect(comuni.find((c) => c.nome === 'Roma')).toMatchObject({
      codice: '058091',
      provincia: 'RM',
    });
  });

  it('is empty for an unknown province', () => {
    expect(listComuni('XX')).toEqual([]);
  });
});

describe('searchComuni', () => {
  it('ignores accents: "forli" finds Forlì', () => {
    expect(searchComuni('forli').map((c) => c.nome)).toEqual([
      'Forlì',
      'Forlì del Sannio',
      'Forlimpopoli',
    ]);
    expect(searchComuni('FORLÌ', 1)).toEqual([findComune('FC', 'Forlì')]);
  });

  it('ignores case: "SAN" finds names containing "san", names starting with it first', () => {
    const found = searchComuni('SAN');
    expect(found).toHaveLength(20);
    expect(found.every((c) => stripAccents(c.nome).startsWith('san'))).toBe(true);
    expect(searchComuni('san', 50)).toHaveLength(50);
  });

  it('ranks name starts, then word starts, then any substring', () => {
    const rank = (nome: string) => {
      const key = stripAccents(nome);
      if (key.startsWith('lago')) return 0;
      return /[\s'-]lago/.test(key) ? 1 : 2;
    };
    const found = searchComuni('lago', 50);
    expect(found).toHaveLength(23); // 3 + 8 + 12
    const ranks = found.map((c) => rank(c.nome));
    expect(ranks).toEqual([...ranks].sort());
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
  });

  it('finds the official comune by its popular name, and both Reggio for "Reggio"', () => {
    expect(searchComuni('Reggio Emilia').map((c) => c.nome)).toEqual(["Reggio nell'Emilia"]);
    expect(searchComuni('Reggio Calabria').map((c) => c.nome)).toEqual(['Reggio di Calabria']);
    expect(searchComuni('bozen').map((c) => c.nome)).toEqual(['Bolzano']);
    expect(searchComuni('L Aquila')[0]?.nome).toBe("L'Aquila");
    expect(searchComuni('sexten').map((c) => c.nome)).toEqual(['Sesto']);
    expect(searchComuni('Reggio').map((c) => c.nome)).toEqual(
      expect.arrayContaining(['Reggio di Calabria', "Reggio nell'Emilia"]),
    );
  });

  it('honours the limit and returns nothing for an empty query', () => {
    expect(searchComuni('a', 3)).toHaveLength(3);
    expect(searchComuni('   ')).toEqual([]);
    expect(searchComuni('zzzz')).toEqual([]);
  });
});

describe('findComune', () => {
  it('matches the name exactly, ignoring case, accents and apostrophe style', () => {
    expect(findComune('FC', 'Forlì')?.codice).toBe('040012');
    expect(findComune('fc', 'FORLI')?.nome).toBe('Forlì');
    expect(findComune('FC', "forli'")?.nome).toBe('Forlì');
    expect(findComune('AN', 'Sant’Angelo a Cupolo')).toBeUndefined();
    expect(findComune('BN', 'Sant’Angelo a Cupolo')?.nome).toBe("Sant'Angelo a Cupolo");
  });

  it('takes a short or popular name for the official comune it names alone (decision 096)', () => {
    expect(findComune('RE', 'Reggio Emilia')?.nome).toBe("Reggio nell'Emilia");
    expect(findComune('RC', 'reggio calabria')?.nome).toBe('Reggio di Calabria');
    expect(findComune('BZ', 'Bolzano/Bozen')?.nome).toBe('Bolzano');
    expect(findComune('AO', 'Aoste')?.nome).toBe('Aosta');
    expect(findComune('AQ', 'L Aquila')?.nome).toBe("L'Aquila");
    expect(findComune('RC', 'Reggio Emilia')).toBeUndefined();
  });

  it('names, in every entry of the alias table, a comune of the current list', () => {
    for (const { nome, provincia } of COMUNI_ALIASES)
      expect(findComune(provincia, nome)?.nome, `${nome} (${provincia})`).toBe(nome);
  });

  it('rejects a comune of another province, a partial name and an unknown province', () => {
    expect(findComune('RM', 'Forlì')).toBeUndefined();
    expect(findComune('FC', 'Forl')).toBeUndefined();
    expect(findComune('XX', 'Roma')).toBeUndefined();
  });
});

describe('capBelongsTo', () => {
  const roma = findComune('RM', 'Roma');
  it('accepts only the comune’s own five-digit postal codes', () => {
    expect(roma).toBeDefined();
    if (!roma) return;
    expect(capBelongsTo(roma, '00118')).toBe(true);
    expect(capBelongsTo(roma, ' 00199 ')).toBe(true);
    expect(capBelongsTo(roma, '118')).toBe(false);
    expect(capBelongsTo(roma, '20121')).toBe(false);
  });
});
