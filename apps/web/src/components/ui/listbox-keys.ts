/** An option of the select widgets. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Other names a searchable select finds the option by (a comune's popular name). */
  aliases?: readonly string[];
}

/** The spec's label of the empty choice of a single select. */
export const EMPTY_CHOICE_LABEL = ' - NESSUNO - ';

/**
 * Lower case without accents, with one kind of apostrophe and single spaces:
 * 'Forlì' → 'forli', 'Sant’Angelo' → "sant'angelo".
 */
export function foldText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
