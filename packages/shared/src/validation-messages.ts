// The words a person reads when a value is refused and the schema gives no text of its own.
// Zod's own Italian locale prints type names and comparison signs ("Troppo grande: string
// deve avere <=254 caratteri"); these say what to do, in the words of a form (decision 024).
// A schema's own message (the spec's exact texts) always wins over these.
// It loads with the web's first page: zod/mini and the Italian formats, none of the contracts.
import { config, type z } from 'zod/mini';
import { formatDate, formatNumber } from './domain/format';

type Issue = z.core.$ZodRawIssue;

/** The message of a text over its limit. */
export const tooLongMessage = (max: number) => `Al massimo ${max} caratteri`;

const FORMAT: Record<string, string> = {
  email: 'Indirizzo e-mail non valido',
  url: 'Indirizzo web non valido',
  uuid: 'Codice non valido',
  guid: 'Codice non valido',
  datetime: 'Data e ora non valide',
  date: 'Data non valida',
  time: 'Ora non valida',
  jwt: 'Codice non valido',
  base64: 'Contenuto non valido',
  base64url: 'Contenuto non valido',
};

const EXPECTED: Record<string, string> = {
  string: 'Inserisci un testo',
  number: 'Inserisci un numero',
  int: 'Inserisci un numero intero',
  bigint: 'Inserisci un numero intero',
  boolean: 'Scegli sì o no',
  date: 'Data non valida',
  array: 'Serve un elenco di valori',
  object: 'Dati non validi',
};

function quantity(value: number | bigint): string {
  return typeof value === 'bigint' ? value.toString() : formatNumber(value, { maxDecimals: 6 });
}

function bytes(value: number | bigint): string {
  const n = Number(value);
  if (n >= 1024 * 1024) return `${quantity(Math.round(n / (1024 * 1024)))} MB`;
  if (n >= 1024) return `${quantity(Math.round(n / 1024))} kB`;
  return `${quantity(n)} byte`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  const limit = issue.inclusive === false ? Number(max) - 1 : Number(max);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `Servono esattamente ${quantity(max)} caratteri` : tooLongMessage(limit);
    case 'array':
    case 'set':
      return `Al massimo ${quantity(limit)} elementi`;
    case 'file':
      return `File troppo grande: al massimo ${bytes(max)}`;
    case 'date':
      return `La data deve essere entro il ${formatDate(Number(max))}`;
    default:
      return issue.inclusive === false
        ? `Deve essere minore di ${quantity(max)}`
        : `Al massimo ${quantity(max)}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  const limit = issue.inclusive === false ? Number(min) + 1 : Number(min);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return `Servono esattamente ${quantity(min)} caratteri`;
      return limit <= 1 ? 'Campo obbligatorio' : `Almeno ${quantity(limit)} caratteri`;
    case 'array':
    case 'set':
      return limit <= 1 ? 'Scegli almeno un valore' : `Almeno ${quantity(limit)} elementi`;
    case 'file':
      return 'Il file è vuoto';
    case 'date':
      return `La data deve essere dal ${formatDate(Number(min))} in poi`;
    default:
      return issue.inclusive === false
        ? `Deve essere maggiore di ${quantity(min)}`
        : `Almeno ${quantity(min)}`;
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue)
    return `Deve iniziare con «${String(issue.prefix)}»`;
  if (issue.format === 'ends_with' && 'suffix' in issue)
    return `Deve finire con «${String(issue.suffix)}»`;
  if (issue.format === 'includes' && 'includes' in issue)
    return `Deve contenere «${String(issue.includes)}»`;
  return FORMAT[issue.format] ?? 'Formato non valido';
}

function invalidValue(values: readonly unknown[]): string {
  const words = values.filter((v): v is string => typeof v === 'string' && v !== '');
  if (words.length === values.length && words.length >= 2 && words.length <= 6) {
    return `Scegli tra: ${words.join(', ')}`;
  }
  return 'Valore non ammesso';
}

/** The message for one refused value, in Italian. */
export function italianMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obbligatorio';
      return EXPECTED[issue.expected] ?? 'Valore non valido';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Inserisci un numero intero'
        : `Deve essere un multiplo di ${quantity(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo non previsto: ${issue.keys[0]}`
        : `Campi non previsti: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return invalidValue(issue.values);
    case 'invalid_element':
      return 'Un valore dell’elenco non è valido';
    default:
      return 'Valore non valido';
  }
}

let installed = false;
/** Makes these the messages of every schema without its own (server, web, tests). */
export function installItalianMessages(): void {
  if (installed) return;
  config({ localeError: italianMessage });
  installed = true;
}
