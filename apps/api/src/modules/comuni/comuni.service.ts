import {
  COMUNI_SEARCH_LIMIT_DEFAULT,
  type Comune,
  type Provincia,
} from '@portal/shared/contracts/comuni';
import { getComuniData } from './comuni.data';
import { foldName, rankNames } from '@portal/shared/domain/name-search';

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
 * Comuni a query finds, as the web's comune box finds them (shared `rankNames`, decision
 * 096): ignoring case, accents and punctuation (`forli` finds Forlì, `L Aquila`
 * L'Aquila), by their other names too (`Reggio Emilia`); named as typed first, then
 * starting with it, then a word starting with it, then the rest; alphabetical within each.
 */
export function searchComuni(q: string, limit: number = COMUNI_SEARCH_LIMIT_DEFAULT): Comune[] {
  const max = Math.max(0, Math.floor(limit));
  if (foldName(q) === '' || max === 0) return [];
  const { comuni, nameIndex } = getComuniData();
  return rankNames(nameIndex, q, max).flatMap((i) => (comuni[i] ? [comuni[i]] : []));
}

/**
 * The comune of that province with that name, ignoring case, accents and punctuation
 * (`forli'`, `FORLÌ`, `Forlì` all match Forlì), or by another name that is its alone
 * (`Reggio Emilia`). Registration and the admin's agency form use it to refuse a comune
 * that is not in the chosen province, and store its official name.
 */
export function findComune(sigla: string, nome: string): Comune | undefined {
  return getComuniData().comuneByKey.get(normaliseSigla(sigla))?.get(foldName(nome));
}

/** Whether `cap` (five digits, surrounding spaces ignored) is one of the comune's postal codes. */
export function capBelongsTo(comune: Comune, cap: string): boolean {
  return comune.cap.includes(cap.trim());
}

/** Builds the list now (at route registration) so that a data error stops the start, not a request. */
export function preloadComuni(): void {
  getComuniData();
}
