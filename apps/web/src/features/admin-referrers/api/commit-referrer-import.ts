import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferrerImportResultSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referrerKeys } from './query-keys';

/** POST /v2/{product}/referenti/admin_importCommit: writes the valid rows in one transaction. */
export function useCommitReferrerImport() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest(api.adminReferrerImportCommit(productSlug), ReferrerImportResultSchema, {
        method: 'POST',
        body: { csv },
      }),
    // New referrers only: no agency shows them yet.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referrerKeys.list() }),
  });
}
