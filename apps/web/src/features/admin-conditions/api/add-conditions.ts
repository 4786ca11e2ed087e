import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MortgageConditionsCreate } from '@portal/shared';
import { adminConditionsAdd } from '@portal/shared/routes/admin-conditions';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { referenceKeys } from '../../../lib/reference-data/query-keys';
import type { Keyed } from '../../../lib/submission';
import { conditionsKeys } from './query-keys';

/** POST /v2/admin/condizioni-mutuo: new conditions from the chosen day. */
export function useAddConditions() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<MortgageConditionsCreate>) =>
      callApi(adminConditionsAdd, { body, idempotencyKey }),
    meta: { successMessage: 'Condizioni salvate' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conditionsKeys.all });
      // The calculators' defaults of this tab follow at once.
      await queryClient.invalidateQueries({ queryKey: referenceKeys.toolDefaults(productSlug) });
    },
  });
}
