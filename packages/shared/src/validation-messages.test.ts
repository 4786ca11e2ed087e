import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { routeEntries } from './routes';
import { installItalianMessages, italianMessage } from './validation-messages';

// What a person must never read in a refusal: English, type names, comparisons ("<=254").
const FOREIGN =
  /\b(expected|received|invalid|required|too|big|small|must|should|characters?|string|number|boolean|array|object|undefined|null|nan|bigint|instanceof|input|option|least|most|greater|less|than|equal|pattern|match|key)\b|[<>]=|[<>]\s*\d/i;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const LONG = 'a'.repeat(10_000);
const ANY_BAD: unknown[] = ['x', 7, null, LONG, true, [], {}];

/** Values that a schema refuses, in as many ways as its shape allows, nested ones included. */
function badValues(schema: z.core.$ZodType, depth = 0): unknown[] {
  if (depth > 5) return ANY_BAD;
  const def = defOf(schema);
  const inner = (key: string) => badValues(def[key] as z.core.$ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const perField = Object.entries(shape).flatMap(([key, field]) =>
        badValues(field, depth + 1).map((value) => ({ [key]: value })),
      );
      return ['x', {}, { campoSconosciuto: 1 }, ...perField];
    }
    case 'string':
      return ['', ' ', LONG, 12345, null, 'x', 'ab@', '99/99/9999'];
    case 'number':
    case 'int':
    case 'bigint':
      return ['abc', 1e15, -1e15, 1.5, Number.NaN, Number.POSITIVE_INFINITY, ''];
    case 'boolean':
      return ['sì', 3];
    case 'date':
      return ['x', new Date('x'), new Date('1800-01-01'), new Date('9999-12-31')];
    case 'array':
      return [
        'x',
        [],
        Array.from({ length: 2_000 }, () => 'x'),
        ...inner('element').map((v) => [v]),
      ];
    case 'record':
      return ['x', ...inner('valueType').map((v) => ({ chiave: v }))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((o) => badValues(o, depth + 1));
    case 'lazy':
      return ANY_BAD;
    default:
      return ANY_BAD;
  }
}

/** Every message a schema gives for the bad values above. */
function messagesOf(schema: z.core.$ZodType): Set<string> {
  const messages = new Set<string>();
  for (const value of badValues(schema)) {
    const result = z.safeParse(schema, value);
    if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
  }
  return messages;
}

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The inputs of every route, and every schema the shared package exports (the web's forms). */
function everySchema(): [string, z.core.$ZodType][] {
  const found: [string, z.core.$ZodType][] = [];
  for (const [id, c] of routeEntries) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = c[part];
      if (schema) found.push([`${id}.${part}`, schema]);
    }
  }
  const modules: [string, Record<string, unknown>][] = [
    ['shared', contracts as Record<string, unknown>],
    ['mortgage', contracts.mortgage as Record<string, unknown>],
  ];
  for (const [prefix, module] of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value)) found.push([`${prefix}.${name}`, value]);
    }
  }
  return found;
}

describe('validation messages', () => {
  beforeAll(() => installItalianMessages());

  it('says what is wrong in Italian for every input of every route and form', () => {
    const schemas = everySchema();
    expect(schemas.length).toBeGreaterThan(60);
    const foreign: string[] = [];
    let total = 0;
    for (const [name, schema] of schemas) {
      for (const message of messagesOf(schema)) {
        total += 1;
        if (message.trim() === '' || FOREIGN.test(message)) foreign.push(`${name}: ${message}`);
      }
    }
    expect(total).toBeGreaterThan(200);
    expect(foreign).toEqual([]);
  });

  it('writes limits as a form does, not as a comparison', () => {
    const email = z.string().max(254);
    expect(z.safeParse(email, 'a'.repeat(300)).error?.issues[0]?.message).toBe(
      'Al massimo 254 caratteri',
    );
    expect(z.safeParse(z.number().max(5_000_000), 6e6).error?.issues[0]?.message).toBe(
      'Al massimo 5.000.000',
    );
    expect(z.safeParse(z.number().positive(), 0).error?.issues[0]?.message).toBe(
      'Deve essere maggiore di 0',
    );
    expect(z.safeParse(z.number().int(), 25.5).error?.issues[0]?.message).toBe(
      'Inserisci un numero intero',
    );
    expect(z.safeParse(z.string().min(1), '').error?.issues[0]?.message).toBe('Campo obbligatorio');
    expect(z.safeParse(z.object({ a: z.string() }), {}).error?.issues[0]?.message).toBe(
      'Campo obbligatorio',
    );
    expect(z.safeParse(z.email(), 'x').error?.issues[0]?.message).toBe(
      'Indirizzo e-mail non valido',
    );
    expect(z.safeParse(z.enum(['sotto', 'dopo']), 'x').error?.issues[0]?.message).toBe(
      'Scegli tra: sotto, dopo',
    );
  });

  it('keeps a schema’s own text, the spec’s exact words', () => {
    const schema = z.string().max(3, 'Testo del capitolato');
    expect(z.safeParse(schema, 'abcd').error?.issues[0]?.message).toBe('Testo del capitolato');
  });

  it('has no English fallback left for any issue code', () => {
    const issue = { code: 'some_future_code', input: 1, path: [] } as unknown as Parameters<
      typeof italianMessage
    >[0];
    expect(italianMessage(issue)).toBe('Valore non valido');
  });
});
