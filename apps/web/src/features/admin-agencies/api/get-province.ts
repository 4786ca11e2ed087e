import { useQuery } from '@tanstack/react-query';
import { comuniProvince } from '@portal/shared/routes/system';
import { callApi } from '../../../lib/api-call';
import { agencyKeys } from './query-keys';

/** GET /v2/comuni/province: every province (static data, kept for the day). */
export function useProvince() {
  return useQuery({
    queryKey: agencyKeys.province(),
    queryFn: ({ signal }) => callApi(comuniProvince, { signal }),
    staleTime: 24 * 60 * 60 * 1000,
  });
}
