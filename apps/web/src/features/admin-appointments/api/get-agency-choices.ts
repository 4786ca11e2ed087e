import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminAgencies } from '@portal/shared/routes/admin-agencies';
import type { SelectOption } from '../../../components/ui';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'it');

/**
 * GET /v2/{product}/user/admin_getAll, as the choices of the 'Agenzia' and 'Agente'
 * filters: agencies proper, and internal agents.
 */
export function useAgencyChoices() {
  const { productSlug } = usePublicConfig();
  const query = useQuery({
    queryKey: deskKeys.agencies(),
    queryFn: ({ signal }) => callApi(adminAgencies, { product: productSlug, signal }),
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => {
    const agencies: SelectOption[] = [];
    const agents: SelectOption[] = [];
    for (const a of query.data ?? []) {
      const option = { value: a._id, label: `${a.nome} · ${a.email}` };
      (a.agenteInterno ? agents : agencies).push(option);
    }
    return { agencies: agencies.sort(byLabel), agents: agents.sort(byLabel) };
  }, [query.data]);
  return { ...options, isPending: query.isPending, isError: query.isError };
}
