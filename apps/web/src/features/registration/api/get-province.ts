import { useQuery } from '@tanstack/react-query';
import type { ProvinceList } from '@portal/shared';
import { comuniProvince } from '@portal/shared/routes/system';
import { callApi } from '../../../lib/api-call';
import { registrationKeys } from './query-keys';

/** GET /comuni/province: every province, sorted by name (static data). */
export function getProvince(signal?: AbortSignal): Promise<ProvinceList> {
  return callApi(comuniProvince, { signal });
}

export function useProvince() {
  return useQuery({
    queryKey: registrationKeys.province(),
    queryFn: ({ signal }) => getProvince(signal),
    staleTime: Infinity,
  });
}
