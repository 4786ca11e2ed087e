import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * `useSearchParams` whose updates build on each other. react-router hands a functional update
 * the address of the last render, so two changes before the next render (a click on a column
 * to sort, then at once on "Successiva") kept only the second. Here each update starts from
 * the latest address asked for.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<URLSearchParams | null>(null);
  // A render of the new address (or of any other) ends what was waiting.
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams((rendered) => {
        const next = change(new URLSearchParams(asked.current ?? rendered));
        asked.current = next;
        return next;
      }, options),
    [setParams],
  );
  return [params, update] as const;
}
