import { useCallback } from 'react';
import { useAddressParams } from '../../../lib/use-address-params';
import { isAppointmentState, type AppointmentFilter } from './appointment-filter';

/**
 * The list's search, state and page, kept in the URL (`?q=…&stato=…&pagina=…`) so a
 * reload, the back button and a shared link show the same list. A change of search or
 * state goes back to page 1; typing replaces the history entry instead of adding one.
 */
export function useAppointmentFilter() {
  const [params, setParams] = useAddressParams();
  const stato = params.get('stato') ?? '';
  const page = Number.parseInt(params.get('pagina') ?? '1', 10);
  const filter: AppointmentFilter = {
    q: params.get('q') ?? '',
    stato: isAppointmentState(stato) ? stato : '',
  };

  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || (key === 'pagina' && value === '1')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    filter,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    setQuery: (q: string) => update({ q, pagina: '' }, true),
    setState: (value: string) => update({ stato: value, pagina: '' }, false),
    setPage: (value: number) => update({ pagina: String(value) }, false),
  };
}
