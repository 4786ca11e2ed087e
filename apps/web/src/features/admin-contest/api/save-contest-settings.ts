import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestSettingsBody } from '@portal/shared';
import { adminContestSettingsSave } from '@portal/shared/routes/contest';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { leaderboardKeys } from './query-keys';

/** PUT /v2/{product}/contest/admin_settings (audited on the server). */
export function useSaveContestSettings() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContestSettingsBody) =>
      callApi(adminContestSettingsSave, { product: productSlug, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(leaderboardKeys.settings(), saved);
      if (saved._id)
        void queryClient.invalidateQueries({ queryKey: leaderboardKeys.audit(saved._id) });
      notifySuccess('Impostazioni del concorso salvate');
    },
    onError: (error) => notifyError(error, 'Salvataggio non riuscito: riprova tra poco.'),
  });
}
