import { useQuery } from '@tanstack/react-query';
import { userLeadTimeline } from '@portal/shared/routes/lead-milestones';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_timeline/{id}: one lead's set steps; 404 outside the caller's leads. */
export function useLeadTimeline(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: appointmentKeys.timeline(productSlug, id),
    queryFn: ({ signal }) =>
      callApi(userLeadTimeline, { product: productSlug, params: { id }, signal }),
  });
}
