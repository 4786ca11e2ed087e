import { useQuery } from '@tanstack/react-query';
import { ProvinceListSchema, api, type ProvinceList } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

/** GET /comuni/province: every province, sorted by name (static data). */
export function getProvince(signal?: AbortSignal): Promise<ProvinceList> {
  return apiRequest(api.comuniProvince, ProvinceListSchema, {
    auth: 'none',
    ...(signal ? { signal } : {}),
  });
}

export function useProvince() {
  return useQuery({
    queryKey: registrationKeys.province(),
    queryFn: ({ signal }) => getProvince(signal),
    staleTime: Infinity,
  });
}
