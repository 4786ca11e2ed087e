import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** One selected field of a Drizzle query, as the query keeps it (`orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** SQL keeps its decoder in a field its type declarations leave out. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** The same choice as Drizzle's mapResultRow, made once per field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** Decoders that return the driver's value as it is: no call needed for them. */
const IDENTITY = new Set<unknown>([
  Column.prototype.mapFromDriverValue,
  noopDecoder.mapFromDriverValue,
]);

/** A nested object of the result, in the order its keys first appear. */
interface ObjectNode {
  keys: Map<string, ObjectNode | number>;
}

/** The object literal that builds `node`, the values read from the `v<i>` locals. */
function literalOf(node: ObjectNode): string {
  const parts = [...node.keys].map(
    ([key, child]) =>
      `${JSON.stringify(key)}: ${typeof child === 'number' ? `v${child}` : literalOf(child)}`,
  );
  return `{ ${parts.join(', ')} }`;
}

/**
 * Drizzle's `mapResultRow`, with everything that depends only on the query worked out once
 * instead of for every value of every row (decision 022). Drizzle asks up to four
 * `is(field, …)` prototype walks per value to find a field's decoder, and builds each row
 * key by key; this writes, once per query, a function that decodes each value with its
 * decoder (skipping the ones that return the value as it is) and builds the row as one
 * object literal, so every row shares one shape (bench P2). The result is the same object,
 * nulled left joins included; `row-mapper.test.ts` compares it with Drizzle's own function
 * on every prepared statement. The generated code holds only the query's own key names,
 * quoted with JSON.stringify, never a value.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const root: ObjectNode = { keys: new Map() };
  /** Per object under a left join (Drizzle's rule): its first column's index and table. */
  const nullable = new Map<string, { first: number; table: string; mixed: boolean }>();
  const lines: string[] = [];
  fields.forEach(({ path, field }, i) => {
    let node = root;
    for (const chunk of path.slice(0, -1)) {
      let child = node.keys.get(chunk);
      if (typeof child !== 'object') {
        child = { keys: new Map() };
        node.keys.set(chunk, child);
      }
      node = child;
    }
    node.keys.set(path[path.length - 1]!, i);
    lines.push(
      IDENTITY.has(decoders[i]!.mapFromDriverValue)
        ? `const v${i} = row[${i}];`
        : `const v${i} = row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}]);`,
    );
    if (joinsNotNullableMap && path.length === 2 && is(field, Column)) {
      const table = getTableName(field.table);
      const seen = nullable.get(path[0]!);
      if (!seen) nullable.set(path[0]!, { first: i, table, mixed: false });
      else if (seen.table !== table) seen.mixed = true;
    }
  });
  lines.push(`const result = ${literalOf(root)};`);
  // Drizzle nulls the object when its first column is null, all its columns come from that
  // one table, and the join may be null: all known now but the first value.
  for (const [objectName, { first, table, mixed }] of nullable) {
    if (mixed || joinsNotNullableMap?.[table]) continue;
    lines.push(`if (v${first} === null) result[${JSON.stringify(objectName)}] = null;`);
  }
  lines.push('return result;');
  const build = new Function('d', `return (row) => {\n${lines.join('\n')}\n};`) as (
    d: Decoder[],
  ) => (row: unknown[]) => Record<string, unknown>;
  return build(decoders);
}

/** The parts of a Drizzle prepared query (node-postgres and PGlite alike) the mapper uses. */
interface PreparedInternals {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select the compiled mapper. Drizzle calls a prepared query's
 * `customResultMapper` with the driver's rows (array mode) instead of mapping each row
 * itself; a query that already has one (relational queries) keeps it.
 */
export function withCompiledMapper<T>(prepared: T): T {
  const q = prepared as PreparedInternals;
  if (!Array.isArray(q.fields) || q.customResultMapper) return prepared;
  const map = compileRowMapper(q.fields, q.joinsNotNullableMap);
  q.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
