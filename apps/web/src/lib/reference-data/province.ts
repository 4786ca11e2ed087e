import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProvinceListSchema, api, type ProvinceList } from '@portal/shared';
import { apiRequest } from '../api-client';
import { STATIC_DATA_STALE_TIME, referenceKeys } from './query-keys';

/** GET /comuni/province: every province, sorted by name (static data). */
export function getProvince(signal?: AbortSignal): Promise<ProvinceList> {
  return apiRequest(api.comuniProvince, ProvinceListSchema, {
    auth: 'none',
    ...(signal ? { signal } : {}),
  });
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
