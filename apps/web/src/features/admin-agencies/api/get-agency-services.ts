import { useQuery } from '@tanstack/react-query';
import { UserServiceSchema, api } from '@portal/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { agencyKeys } from './query-keys';

const UserServiceListSchema = z.array(UserServiceSchema);

/** GET /v2/{product}/user_servizi/fetchFromUser/{id}: the agency's service requests. */
export function useAgencyServices(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: agencyKeys.services(id),
    queryFn: ({ signal }) =>
      apiRequest(api.adminAgencyServices(productSlug, id), UserServiceListSchema, { signal }),
  });
}
