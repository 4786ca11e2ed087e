/** An option of the select widgets. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The spec's label of the empty choice of a single select. */
export const EMPTY_CHOICE_LABEL = ' - NESSUNO - ';

const PAGE = 10;

/**
 * The option the active highlight moves to for a navigation key, skipping disabled
 * options; null when the key does not move it. `current` is -1 when nothing is active.
 */
export function nextActiveIndex(
  key: string,
  current: number,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number | null {
  if (count === 0) return null;
  const firstEnabled = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < count; i += step) if (!isDisabled(i)) return i;
    return null;
  };
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? firstEnabled(0, 1) : (firstEnabled(current + 1, 1) ?? current);
    case 'ArrowUp':
      return current < 0 ? firstEnabled(count - 1, -1) : (firstEnabled(current - 1, -1) ?? current);
    case 'Home':
      return firstEnabled(0, 1);
    case 'End':
      return firstEnabled(count - 1, -1);
    case 'PageDown':
      return firstEnabled(Math.min(count - 1, Math.max(current, 0) + PAGE), -1);
    case 'PageUp':
      return firstEnabled(Math.max(0, current - PAGE), 1);
    default:
      return null;
  }
}

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
