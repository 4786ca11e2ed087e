import { useQuery } from '@tanstack/react-query';
import type { ComuniList } from '@portal/shared';
import { comuni } from '@portal/shared/routes/system';
import { callApi } from '../../../lib/api-call';
import { registrationKeys } from './query-keys';

/** GET /comuni?provincia=XX: the comuni of a province, sorted by name, with their postal codes. */
export function getComuni(sigla: string, signal?: AbortSignal): Promise<ComuniList> {
  return callApi(comuni, { query: { provincia: sigla }, signal });
}

/** Loads once a province is chosen. */
export function useComuni(sigla: string) {
  return useQuery({
    queryKey: registrationKeys.comuni(sigla),
    queryFn: ({ signal }) => getComuni(sigla, signal),
    enabled: /^[A-Z]{2}$/.test(sigla),
    staleTime: Infinity,
  });
}
