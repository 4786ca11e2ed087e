import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComuniList } from '@portal/shared';
import { comuni } from '@portal/shared/routes/system';
import { callApi } from '../api-call';
import { STATIC_DATA_STALE_TIME, referenceKeys } from './query-keys';

const SIGLA = /^[A-Z]{2}$/;

/** GET /comuni?provincia=XX: the comuni of a province, sorted by name, with their postal codes. */
export function getComuni(sigla: string, signal?: AbortSignal): Promise<ComuniList> {
  return callApi(comuni, { query: { provincia: sigla }, signal });
}

/** The comuni of a province; it loads once a province is chosen. */
export const comuniQuery = (sigla: string) =>
  queryOptions({
    queryKey: referenceKeys.comuni(sigla),
    queryFn: ({ signal }) => getComuni(sigla, signal),
    enabled: SIGLA.test(sigla),
    staleTime: STATIC_DATA_STALE_TIME,
  });

export function useComuni(sigla: string) {
  return useQuery(comuniQuery(sigla));
}
