import { useQuery } from '@tanstack/react-query';
import { comuni } from '@portal/shared/routes/system';
import { callApi } from '../../../lib/api-call';
import { agencyKeys } from './query-keys';

/** GET /v2/comuni?provincia=XX: the comuni of a province, once one is chosen. */
export function useComuni(sigla: string) {
  return useQuery({
    queryKey: agencyKeys.comuni(sigla),
    queryFn: ({ signal }) => callApi(comuni, { signal, query: { provincia: sigla } }),
    enabled: /^[A-Z]{2}$/.test(sigla),
    staleTime: 24 * 60 * 60 * 1000,
  });
}
