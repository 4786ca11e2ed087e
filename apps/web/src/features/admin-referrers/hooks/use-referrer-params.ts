import { REFERRER_SORTS, type ReferrerPageQueryInput, type ReferrerSort } from '@portal/shared';
import { useAddressParams } from '../../../lib/use-address-params';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The referrer list's search, sort and page live in the address (?q=conti&pagina=2), as the
 * agency list's do: the back button and a shared link keep them.
 */
export function useReferrerParams() {
  const [params, setParams] = useAddressParams();
  const q = params.get('q') ?? '';
  const sort = oneOf<ReferrerSort>(params.get('ordina'), REFERRER_SORTS, 'cognome');
  const dir = oneOf(params.get('verso'), ['asc', 'desc'] as const, 'asc');
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );
  const query: ReferrerPageQueryInput = {
    ...(q.trim() ? { q } : {}),
    ...(sort !== 'cognome' ? { ordina: sort } : {}),
    ...(dir !== 'asc' ? { verso: dir } : {}),
    ...(page > 1 ? { pagina: page } : {}),
  };
  return {
    q,
    sort,
    dir,
    page,
    query,
    setSearch: (text: string) => update({ q: text, pagina: '' }),
    setPage: (p: number) => update({ pagina: p > 1 ? String(p) : '' }),
    toggleSort: (to: ReferrerSort) =>
      update({
        ordina: to === 'cognome' ? '' : to,
        verso: sort === to && dir === 'asc' ? 'desc' : '',
        pagina: '',
      }),
  };
}
