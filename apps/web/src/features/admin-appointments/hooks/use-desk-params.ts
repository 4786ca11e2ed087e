import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../lib/use-address-params';
import type { DeskSort } from '@portal/shared';
import {
  filtersFrom,
  nextOrder,
  orderFrom,
  pageFrom,
  PARAM,
  type DeskFilters,
} from '../components/desk-rules';

/**
 * The desk's filters, order and page live in the address, so a reload, the back button or a
 * shared link keep them. Changing a filter goes back to page 1.
 */
export function useDeskParams() {
  const [params, setParams] = useAddressParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content.
  const filters = useMemo(() => filtersFrom(params), [key]);
  const page = pageFrom(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content.
  const order = useMemo(() => orderFrom(params), [key]);

  const setFilter = useCallback(
    (name: keyof DeskFilters, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(PARAM[name]);
          else next.set(PARAM[name], value);
          next.delete(PARAM.page);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (p: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (p > 1) next.set(PARAM.page, String(p));
        else next.delete(PARAM.page);
        return next;
      }),
    [setParams],
  );
  const toggleSort = useCallback(
    (sort: DeskSort) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const to = nextOrder(orderFrom(current), sort);
          next.set(PARAM.sort, to.sort);
          next.set(PARAM.dir, to.dir);
          next.delete(PARAM.page);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () => setParams(() => new URLSearchParams(), { replace: true }),
    [setParams],
  );

  return { filters, page, order, setFilter, setPage, toggleSort, clear };
}
