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
 * `reload` loads it again (the "Ricarica" of a stale save).
 */
export function useLoadedRecord<T>(initial: T, refetch: () => Promise<Refetched<T>>) {
  const [record, setRecord] = useState(initial);
  const [isReloading, setReloading] = useState(false);
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const result = await refetch();
      if (!result.isError && result.data !== undefined) setRecord(result.data);
    } finally {
      setReloading(false);
    }
  }, [refetch]);
  return { record, setRecord, reload, isReloading };
}
