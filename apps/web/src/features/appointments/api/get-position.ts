import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Position } from '@portal/shared';
import { userPosition } from '@portal/shared/routes/appointments';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_getPosition: called only at 400 points or more (spec). */
export function getPosition(productSlug: string, signal?: AbortSignal): Promise<Position> {
  return callApi(userPosition, { product: productSlug, signal });
}

export function positionQueryOptions(productSlug: string) {
  return queryOptions({
    queryKey: appointmentKeys.position(productSlug),
    queryFn: ({ signal }) => getPosition(productSlug, signal),
  });
}

export function usePosition(enabled: boolean) {
  const { productSlug } = usePublicConfig();
  return useQuery({ ...positionQueryOptions(productSlug), enabled });
}
