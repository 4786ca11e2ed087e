import { useQuery } from '@tanstack/react-query';
import type { ReferrerSmall } from '@portal/shared';
import { referrerChoices } from '@portal/shared/routes/system';
import { callApi } from '../../../lib/api-call';
import { registrationKeys } from './query-keys';

/** GET /agents/getAllSmallInfo: the referrers an agency may name at registration. */
export function getReferrerChoices(signal?: AbortSignal): Promise<ReferrerSmall[]> {
  return callApi(referrerChoices, { signal });
}

export function useReferrerChoices() {
  return useQuery({
    queryKey: registrationKeys.referrers(),
    queryFn: ({ signal }) => getReferrerChoices(signal),
    staleTime: 5 * 60_000,
  });
}
