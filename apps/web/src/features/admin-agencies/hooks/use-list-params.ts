import { useCallback } from 'react';
import { useAddressParams } from '../../../lib/use-address-params';
import { AGENCY_PAGE_MAX, AGENCY_SORTS, type AgencySort } from '@portal/shared';
import type {
  AgencyListQuery,
  Direction,
  KindFilter,
  StateFilter,
} from '../components/agency-list-rules';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The list's search, filters, sort and page live in the address (?q=rossi&page=2), so the
 * back button and a shared link keep them.
 */
export function useListParams() {
  const [params, setParams] = useAddressParams();
  const query: AgencyListQuery = {
    q: params.get('q') ?? '',
    state: oneOf<StateFilter>(params.get('stato'), ['', 'CONFERMATO', 'DA CONFERMARE'], ''),
    kind: oneOf<KindFilter>(params.get('tipo'), ['', 'agenzie', 'interni'], ''),
    erasure: oneOf<'' | 'si'>(params.get('cancellazione'), ['', 'si'], ''),
    sort: oneOf<AgencySort>(params.get('ordina'), AGENCY_SORTS, 'created'),
    dir: oneOf<Direction>(params.get('verso'), ['asc', 'desc'], 'desc'),
  };
  const page = Math.min(
    AGENCY_PAGE_MAX,
    Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1),
  );

  const update = useCallback(
    (changes: Record<string, string>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!keepPage) next.delete('pagina');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    query,
    page,
    setSearch: (q: string) => update({ q }),
    setState: (stato: string) => update({ stato }),
    setKind: (tipo: string) => update({ tipo }),
    setErasure: (cancellazione: string) => update({ cancellazione }),
    setPage: (p: number) => update({ pagina: p > 1 ? String(p) : '' }, true),
    toggleSort: (sort: AgencySort) =>
      update({
        ordina: sort,
        verso:
          query.sort === sort
            ? query.dir === 'asc'
              ? 'desc'
              : 'asc'
            : sort === 'created'
              ? 'desc'
              : 'asc',
      }),
  };
}
