import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ReferrerSmallSchema, api, type ReferrerSmall } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { registrationKeys } from './query-keys';

const ReferrerChoicesSchema = z.array(ReferrerSmallSchema);

/** GET /agents/getAllSmallInfo: the referrers an agency may name at registration. */
export function getReferrerChoices(signal?: AbortSignal): Promise<ReferrerSmall[]> {
  return apiRequest(api.referrerChoices, ReferrerChoicesSchema, {
    auth: 'none',
    ...(signal ? { signal } : {}),
  });
}

export function useReferrerChoices() {
  return useQuery({
    queryKey: registrationKeys.referrers(),
    queryFn: ({ signal }) => getReferrerChoices(signal),
    staleTime: 5 * 60_000,
  });
}
