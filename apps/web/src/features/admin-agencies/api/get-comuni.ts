import { useQuery } from '@tanstack/react-query';
import { ComuniListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

/** GET /v2/comuni?provincia=XX: the comuni of a province, once one is chosen. */
export function useComuni(sigla: string) {
  return useQuery({
    queryKey: agencyKeys.comuni(sigla),
    queryFn: ({ signal }) =>
      apiRequest(api.comuni, ComuniListSchema, {
        signal,
        auth: 'none',
        query: { provincia: sigla },
      }),
    enabled: /^[A-Z]{2}$/.test(sigla),
    staleTime: 24 * 60 * 60 * 1000,
  });
}
