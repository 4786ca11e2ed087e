import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Points } from '@portal/shared';
import { userPoints } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_getPoints: the agency's contest points and the target. */
export function getPoints(productSlug: string, signal?: AbortSignal): Promise<Points> {
  return callApi(userPoints, { product: productSlug, signal });
}

export function pointsQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: appointmentKeys.points(productSlug),
    queryFn: ({ signal }) => getPoints(productSlug, signal),
  });
}

export function usePoints(enabled: boolean) {
  const { productSlug } = usePublicConfig();
  return useQuery({ ...pointsQueryOptions(productSlug), enabled });
}
