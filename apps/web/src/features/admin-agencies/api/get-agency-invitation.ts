import { useQuery } from '@tanstack/react-query';
import { adminAgencyInvitation } from '@portal/shared/routes/admin-agencies';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

/** GET /v2/{product}/user/admin_invitation/{id}: sent when, pending, expired or accepted. */
export function useAgencyInvitation(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.invitation(id),
    queryFn: ({ signal }) =>
      callApi(adminAgencyInvitation, { product: productSlug, params: { id }, signal }),
  });
}
