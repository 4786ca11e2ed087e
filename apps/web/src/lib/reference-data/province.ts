import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceList } from '@portal/shared';
import { comuniProvince } from '@portal/shared/routes/system';
import { callApi } from '../api-call';
import { STATIC_DATA_STALE_TIME, referenceKeys } from './query-keys';

/** GET /comuni/province: every province, sorted by name (static data). */
export function getProvince(signal?: AbortSignal): Promise<ProvinceList> {
  return callApi(comuniProvince, { signal });
}

export const provinceQuery = () =>
  queryOptions({
    queryKey: referenceKeys.province(),
    queryFn: ({ signal }) => getProvince(signal),
    staleTime: STATIC_DATA_STALE_TIME,
  });

export function useProvince() {
  return useQuery(provinceQuery());
}
