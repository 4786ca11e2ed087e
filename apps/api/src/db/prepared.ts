import type { DbOrTx } from './client';

/**
 * A query prepared once per database handle and reused: on PostgreSQL a named prepared
 * statement, planned once per pooled connection. For the hot reads, where planning costs
 * as much as running (decision 016). `build` must use `sql.placeholder` for every value.
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
