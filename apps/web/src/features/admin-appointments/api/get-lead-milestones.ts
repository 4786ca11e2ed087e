import { useQuery } from '@tanstack/react-query';
import { adminLeadMilestones } from '@portal/shared/routes/lead-milestones';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** GET /v2/{product}/appuntamenti/admin_milestones/{id}: the six steps of a lead. */
export function useLeadMilestones(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.milestones(id),
    queryFn: ({ signal }) =>
      callApi(adminLeadMilestones, { product: productSlug, params: { id }, signal }),
  });
}
