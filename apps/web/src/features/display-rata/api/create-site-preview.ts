import { useMutation } from '@tanstack/react-query';
import type { SitePreview, SitePreviewBody } from '@portal/shared';
import { sitePreviewCreate } from '@portal/shared/routes/tools';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** POST /{product}/strumenti/display-rata/prova: the server fetches the page to try. */
export function useCreateSitePreview() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: (body: SitePreviewBody): Promise<SitePreview> =>
      callApi(sitePreviewCreate, { product: productSlug, body }),
    // The section says what went wrong, on the address or under it.
    meta: { toastError: false },
  });
}
