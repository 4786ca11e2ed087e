import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CERTIFICATE_PDF_FILENAME,
  type CertificateIssueBody,
  type CertificateRevokeBody,
  type LeadCertificates,
} from '@portal/shared';
import {
  adminCertificateIssue,
  adminCertificatePdf,
  adminCertificateRevoke,
  adminLeadCertificates,
} from '@portal/shared/routes/financing-certificates';
import { saveBlob } from '../../../components/admin/save-file';
import { callApi, fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { deskKeys } from './query-keys';

/** GET admin_certificates/{id}: a lead's certificates and the issue form's draft (decision 117). */
export function useAdminCertificates(id: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: deskKeys.certificates(id),
    queryFn: ({ signal }) =>
      callApi(adminLeadCertificates, { product: productSlug, params: { id }, signal }),
  });
}

/** POST admin_certificate, with the submission's Idempotency-Key: a double click issues once. */
export function useIssueCertificate() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: CertificateIssueBody; idempotencyKey: string }) =>
      callApi(adminCertificateIssue, {
        product: productSlug,
        body: v.body,
        idempotencyKey: v.idempotencyKey,
      }),
    meta: { successMessage: 'Attestato emesso' },
    onSuccess: (out: LeadCertificates) => {
      queryClient.setQueryData(deskKeys.certificates(out._id), out);
      void queryClient.invalidateQueries({ queryKey: deskKeys.audit(out._id) });
    },
  });
}

/** POST admin_certificateRevoke: the certificate is revoked, with the reason. */
export function useRevokeCertificate() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateRevokeBody) =>
      callApi(adminCertificateRevoke, { product: productSlug, body }),
    meta: { successMessage: 'Attestato revocato' },
    onSuccess: (out: LeadCertificates) => {
      queryClient.setQueryData(deskKeys.certificates(out._id), out);
      void queryClient.invalidateQueries({ queryKey: deskKeys.audit(out._id) });
    },
  });
}

/** GET admin_certificatePdf/{certificateId}: the PDF, saved as a download. */
export function useDownloadAdminCertificate() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: async (certificateId: string) => {
      const res = await fetchApi(adminCertificatePdf, {
        product: productSlug,
        params: { certificateId },
      });
      saveBlob(await res.blob(), CERTIFICATE_PDF_FILENAME);
    },
    meta: { successMessage: 'Download dell’attestato avviato' },
  });
}
