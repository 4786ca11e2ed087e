import { useQuery } from '@tanstack/react-query';
import { ProvinceListSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

/** GET /v2/comuni/province: every province (static data, kept for the day). */
export function useProvince() {
  return useQuery({
    queryKey: agencyKeys.province(),
    queryFn: ({ signal }) =>
      apiRequest(api.comuniProvince, ProvinceListSchema, { signal, auth: 'none' }),
    staleTime: 24 * 60 * 60 * 1000,
  });
}
