import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReferrerImportCommit } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import type { Keyed } from '../../../lib/submission';
import { referrerKeys } from './query-keys';

/** POST /v2/{product}/referenti/admin_importCommit: writes the valid rows in one transaction. */
export function useCommitReferrerImport() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body: csv, idempotencyKey }: Keyed<string>) =>
      callApi(adminReferrerImportCommit, { product: productSlug, body: { csv }, idempotencyKey }),
    // New referrers only: no agency shows them yet.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referrerKeys.list() }),
  });
}
