import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgencyKind } from '@portal/shared';
import { adminAgency, adminAgencySuggest } from '@portal/shared/routes/admin-agencies';
import type { SelectOption } from '../../../components/ui';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { deskKeys } from './query-keys';

/** The type-ahead waits this long after the last keystroke. */
const SUGGEST_DEBOUNCE_MS = 200;

const labelOf = (a: { nome: string; email: string }) => `${a.nome} · ${a.email}`;

/**
 * The choices of the 'Agenzia' or 'Agente interno' filter: GET admin_suggest answers the 20
 * that match what is typed (agencies proper, or internal agents), and GET admin_get/:id the
 * one the filter holds, so its name shows whichever page it came from.
 */
export function useAgencyChoices(kind: AgencyKind, selectedId: string) {
  const { productSlug } = usePublicConfig();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggest = useQuery({
    queryKey: deskKeys.suggest(kind, q),
    queryFn: ({ signal }) =>
      callApi(adminAgencySuggest, { product: productSlug, query: { q, tipo: kind }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: deskKeys.choice(selectedId),
    queryFn: ({ signal }) =>
      callApi(adminAgency, { product: productSlug, params: { id: selectedId }, signal }),
    enabled: selectedId !== '',
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => {
    const found: SelectOption[] = (suggest.data ?? []).map((a) => ({
      value: a._id,
      label: labelOf(a),
    }));
    if (chosen.data && !found.some((o) => o.value === chosen.data._id))
      found.unshift({ value: chosen.data._id, label: labelOf(chosen.data) });
    return found;
  }, [suggest.data, chosen.data]);
  return {
    options,
    onSearch: setText,
    searching: suggest.isFetching || text.trim() !== q,
    isPending: suggest.isPending,
  };
}
