import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminAgencyListSchema, api } from '@portal/shared';
import type { SelectOption } from '../../../components/ui';
import { apiRequest } from '../../../lib/api-client';
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
    queryFn: ({ signal }) =>
      apiRequest(api.adminAgencies(productSlug), AdminAgencyListSchema, { signal }),
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
