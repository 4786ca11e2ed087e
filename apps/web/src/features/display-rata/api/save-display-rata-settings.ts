import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisplayRataSettings, DisplayRataSettingsInput } from '@portal/shared';
import { displayRataSettingsSave } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { displayRataKeys } from './query-keys';

/** PUT /{product}/strumenti/display-rata. */
export function saveDisplayRataSettings(
  productSlug: string,
  input: DisplayRataSettingsInput,
): Promise<DisplayRataSettings> {
  return callApi(displayRataSettingsSave, { product: productSlug, body: input });
}

export function useSaveDisplayRataSettings() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisplayRataSettingsInput) => saveDisplayRataSettings(productSlug, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(displayRataKeys.settings(productSlug), saved);
      notifySuccess('Impostazioni di Display Rata salvate');
    },
    onError: (error) => notifyError(error, 'Salvataggio non riuscito: riprova tra poco.'),
  });
}
