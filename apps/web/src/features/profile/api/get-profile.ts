import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyProfile } from '@portal/shared';
import { userProfile } from '@portal/shared/routes/agency-profile';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { profileKeys } from './query-keys';

/** GET /{product}/user/user_profile: the agency's data and any e-mail change waiting. */
export function getProfile(productSlug: string, signal?: AbortSignal): Promise<AgencyProfile> {
  return callApi(userProfile, { product: productSlug, signal });
}

export function profileQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: profileKeys.detail(productSlug),
    queryFn: ({ signal }) => getProfile(productSlug, signal),
  });
}

export function useProfile() {
  const { productSlug } = usePublicConfig();
  return useQuery(profileQueryOptions(productSlug));
}
