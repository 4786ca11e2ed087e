import { useMutation, useQuery } from '@tanstack/react-query';
import { CERTIFICATE_PDF_FILENAME } from '@portal/shared';
import {
  userCertificatePdf,
  userLeadCertificates,
} from '@portal/shared/routes/financing-certificates';
import { saveBlob } from '../../../components/admin/save-file';
import { callApi, fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { appointmentKeys } from './query-keys';

/** GET /{product}/appuntamenti/user_certificates/{id}: a lead's financing certificates. */
export function useLeadCertificates(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: appointmentKeys.certificates(productSlug, id),
    queryFn: ({ signal }) =>
      callApi(userLeadCertificates, { product: productSlug, params: { id }, signal }),
  });
}

/** GET user_certificatePdf/{certificateId}: the PDF, saved as a download. */
export function useDownloadLeadCertificate() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: async (certificateId: string) => {
      const res = await fetchApi(userCertificatePdf, {
        product: productSlug,
        params: { certificateId },
      });
      saveBlob(await res.blob(), CERTIFICATE_PDF_FILENAME);
    },
    meta: { successMessage: 'Download dell’attestato avviato' },
  });
}
