import { useMutation } from '@tanstack/react-query';
import { ReferrerImportPreviewSchema, api } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /v2/{product}/referenti/admin_importPreview: the rows and their errors; nothing is written. */
export function usePreviewReferrerImport() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest(api.adminReferrerImportPreview(productSlug), ReferrerImportPreviewSchema, {
        method: 'POST',
        body: { csv },
      }),
  });
}
