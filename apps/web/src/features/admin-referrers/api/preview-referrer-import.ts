import { useMutation } from '@tanstack/react-query';
import { adminReferrerImportPreview } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /v2/{product}/referenti/admin_importPreview: the rows and their errors; nothing is written. */
export function usePreviewReferrerImport() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (csv: string) =>
      callApi(adminReferrerImportPreview, { product: productSlug, body: { csv } }),
  });
}
