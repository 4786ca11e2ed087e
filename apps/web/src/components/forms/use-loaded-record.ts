import { useCallback, useState } from 'react';

/** What a query's `refetch` answers, as far as reloading a record needs it. */
export interface Refetched<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * The record an edit form was loaded from (decision 028). The form shows it and sends back
 * its `version`; a background refetch of the query does not change it, so nothing moves
 * under the user's hands. `setRecord` takes the record a save answered (its new version);
 * `reload` loads it again (the "Ricarica" of a stale save): the caller then forgets the
 * refused save, so its notice goes.
 */
export function useLoadedRecord<T>(initial: T, refetch: () => Promise<Refetched<T>>) {
  const [record, setRecord] = useState(initial);
  /** True when the record was loaded again; false keeps the form as it is. */
  const reload = useCallback(async () => {
    const result = await refetch();
    if (result.isError || result.data === undefined) return false;
    setRecord(result.data);
    return true;
  }, [refetch]);
  return { record, setRecord, reload };
}
