import type { DbOrTx } from './client';
import { withCompiledMapper } from './row-mapper';

/**
 * A query prepared once per database handle and reused: on PostgreSQL a named prepared
 * statement, planned once per pooled connection. For the hot reads, where planning costs
 * as much as running (decision 016). `build` must use `sql.placeholder` for every value.
 * Its rows are mapped by a mapper compiled once for the query (row-mapper.ts).
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = withCompiledMapper(build(db));
      cache.set(db, prepared);
    }
    return prepared;
  };
}
