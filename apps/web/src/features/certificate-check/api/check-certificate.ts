import { useQuery } from '@tanstack/react-query';
import { publicCertificateCheck } from '@portal/shared/routes/financing-certificates';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/** GET attestati/verifica/{codice}: whether the certificate is genuine, and its state. */
export function useCertificateCheck(codice: string) {
  const { productSlug } = usePublicConfig();
  return useQuery({
    queryKey: ['certificate-check', codice],
    queryFn: ({ signal }) =>
      callApi(publicCertificateCheck, { product: productSlug, params: { codice }, signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
