import { useQuery } from '@tanstack/react-query';
import { userLeadMilestones } from '@portal/shared/routes/lead-milestones';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_milestones/{id}: an internal agent's view of the six steps. */
export function useAgentSteps(id: string, enabled: boolean) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: appointmentKeys.steps(productSlug, id),
    queryFn: ({ signal }) =>
      callApi(userLeadMilestones, { product: productSlug, params: { id }, signal }),
    enabled,
  });
}
