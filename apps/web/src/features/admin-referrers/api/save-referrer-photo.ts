import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReferrerPhoto } from '@portal/shared/routes/admin-referrers';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { invalidateAfterReferrerChange } from './invalidate';

/** POST /v2/{product}/referenti/admin_photo, multipart (`data` JSON `{ _id, remove }`, optional `photo`). */
export function useSaveReferrerPhoto() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formData: FormData) =>
      callApi(adminReferrerPhoto, { product: productSlug, body: formData }),
    meta: { successMessage: 'Foto del referente salvata', errorMessage: 'Foto non salvata' },
    onSuccess: (referrer) => invalidateAfterReferrerChange(queryClient, referrer._id),
  });
}
