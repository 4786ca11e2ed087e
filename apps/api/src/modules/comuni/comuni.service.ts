import {
  COMUNI_SEARCH_LIMIT_DEFAULT,
  type Comune,
  type Provincia,
} from '@portal/shared/contracts/comuni';
import { getComuniData } from './comuni.data';
import { toSearchKey } from './comuni.names';

/**
 * Lookups over the current list of comuni (comuni.data.ts). Pure and
 * synchronous: the list is static, built once per process. Arrays returned are
 * fresh copies; the comuni inside are frozen and shared.
 */

const normaliseSigla = (sigla: string) => sigla.trim().toUpperCase();

/** Every province `{ sigla, nome, regione }`, sorted by name. */
export function listProvince(): Provincia[] {
  return [...getComuniData().province];
}

/** The province with this sigla (`RM`, case-insensitive), if it exists. */
export function findProvincia(sigla: string): Provincia | undefined {
  return getComuniData().provinciaBySigla.get(normaliseSigla(sigla));
}

/** Comuni of a province, sorted by name (Italian collation); empty for an unknown sigla. */
export function listComuni(sigla: string): Comune[] {
  return [...(getComuniData().comuniBySigla.get(normaliseSigla(sigla)) ?? [])];
}

/**
 * Comuni whose name contains `q`, ignoring case and accents (`forli` finds
 * `Forlì`). Names starting with `q` come first, then names with a word
 * starting with `q`, then the rest; alphabetical within each group.
 */
export function searchComuni(q: string, limit: number = COMUNI_SEARCH_LIMIT_DEFAULT): Comune[] {
  const needle = toSearchKey(q);
  const max = Math.max(0, Math.floor(limit));
  if (needle === '' || max === 0) return [];

  const { comuni, searchKeys } = getComuniData();
  const starts: Comune[] = [];
  const wordStarts: Comune[] = [];
  const contains: Comune[] = [];
  comuni.forEach((comune, i) => {
    const key = searchKeys[i] ?? '';
    const at = key.indexOf(needle);
    if (at === 0) starts.push(comune);
    else if (at > 0 && isWordStart(key, needle)) wordStarts.push(comune);
    else if (at > 0) contains.push(comune);
  });
  return [...starts, ...wordStarts, ...contains].slice(0, max);
}

/** Whether `needle` occurs in `key` right after a space, hyphen or apostrophe. */
function isWordStart(key: string, needle: string): boolean {
  for (let at = key.indexOf(needle); at > 0; at = key.indexOf(needle, at + 1)) {
    if (" -'".includes(key.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * The comune of that province with that name, ignoring case, accents and
 * apostrophe style (`forli'`, `FORLÌ`, `Forlì` all match `Forlì`). Registration
 * uses it to reject a comune that is not in the chosen province.
 */
export function findComune(sigla: string, nome: string): Comune | undefined {
  return getComuniData().comuneByKey.get(normaliseSigla(sigla))?.get(toSearchKey(nome));
}

/** Whether `cap` (five digits, surrounding spaces ignored) is one of the comune's postal codes. */
export function capBelongsTo(comune: Comune, cap: string): boolean {
  return comune.cap.includes(cap.trim());
}

/** Builds the list now (at route registration) so that a data error stops the start, not a request. */
export function preloadComuni(): void {
  getComuniData();
}
