import type { SelectOption } from '../../components/ui';

/** The appointment states of the spec, for the single select. */
export const APPOINTMENT_STATES: SelectOption[] = [
  { value: 'Inserito', label: 'Inserito' },
  { value: 'Fatto Appuntamento', label: 'Fatto Appuntamento' },
  { value: 'Contratto', label: 'Contratto' },
  { value: 'Annullata', label: 'Annullata' },
];

export const SERVICES: SelectOption[] = [
  { value: 'displayRata', label: 'Display Rata' },
  { value: 'pianodacquisto', label: "Piano D'Acquisto" },
  { value: 'perizia', label: 'Perizia' },
  { value: 'surroga', label: 'Surroga' },
  { value: 'assicurazioni', label: 'Assicurazioni' },
];

export const TAG_SUGGESTIONS = [
  'prima casa',
  'mutuo',
  'surroga',
  'giovani under 36',
  'investimento',
  'Mutuo green',
];

/** How many comuni the real list has: the searchable select must stay fast with this many. */
export const COMUNI_COUNT = 7904;

const REAL = [
  'Roma',
  'Milano',
  'Napoli',
  'Torino',
  'Forlì',
  'Cantù',
  'Agliè',
  'Nardò',
  'Paternò',
  'San Donà di Piave',
];
const SYLLABLES = [
  'ca',
  'sa',
  'lo',
  've',
  'ri',
  'no',
  'ta',
  'pe',
  'mo',
  'ga',
  'li',
  'ro',
  'ne',
  'vi',
  'to',
  'bo',
  'ma',
  're',
  'di',
  'fu',
];
const PREFIXES = ['', '', '', 'San ', 'Castel ', 'Monte ', 'Borgo ', 'Villa '];

/**
 * A stand-in for the municipality list (same size, some accented names), sorted
 * alphabetically as the spec wants: the real list lives with the shared data.
 */
export function demoComuni(): SelectOption[] {
  const names = [...REAL];
  for (let i = 0; names.length < COMUNI_COUNT; i += 1) {
    const a = SYLLABLES[i % 20] ?? '';
    const b = SYLLABLES[Math.floor(i / 20) % 20] ?? '';
    const c = SYLLABLES[Math.floor(i / 400) % 20] ?? '';
    const word = `${a}${b}${c}`.replace(/o$/, i % 9 === 0 ? 'ò' : 'o');
    names.push(`${PREFIXES[i % PREFIXES.length]}${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  }
  return names
    .sort((x, y) => x.localeCompare(y, 'it'))
    .map((label, index) => ({ value: String(index + 1), label }));
}
