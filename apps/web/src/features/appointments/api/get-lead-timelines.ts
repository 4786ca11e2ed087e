import { useQuery } from '@tanstack/react-query';
import { userLeadTimelines } from '@portal/shared/routes/lead-milestones';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_timelines: the steps of every lead of the caller that has one. */
export function useLeadTimelines() {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: appointmentKeys.timelines(productSlug),
    queryFn: ({ signal }) => callApi(userLeadTimelines, { product: productSlug, signal }),
  });
}
