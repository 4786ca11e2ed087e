import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** One selected field of a Drizzle query, as the query keeps it (`orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface CompiledField {
  path: string[];
  decoder: Decoder;
  /** For a column two levels deep under a left join: its table, for the null check. */
  table: string | undefined;
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

/**
 * Drizzle's `mapResultRow`, with everything that depends only on the query worked out once
 * instead of for every value of every row (decision 022). Drizzle asks up to four
 * `is(field, …)` prototype walks per value to find a field's decoder: on the agency
 * appointment list (50 rows × 19 fields) that was a sixth of the route's time (bench P2).
 * The result is the same object, nulled left joins included; `row-mapper.test.ts` compares
 * it with Drizzle's own function on every prepared statement.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const compiled: CompiledField[] = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    table:
      joinsNotNullableMap && path.length === 2 && is(field, Column)
        ? getTableName(field.table)
        : undefined,
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    // Per object under a left join: the table of its first column when that value was
    // null (the object may be all null), or false (Drizzle's rule, kept as it is).
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < compiled.length; i++) {
      const { path, decoder, table } = compiled[i]!;
      let node = result;
      const last = path.length - 1;
      for (let p = 0; p < last; p++) {
        const chunk = path[p]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[last]!] = value;
      if (table !== undefined) {
        const objectName = path[0]!;
        const seen = nullify[objectName];
        if (seen === undefined) nullify[objectName] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) nullify[objectName] = false;
      }
    }
    if (joinsNotNullableMap) {
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
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
