import { useMutation } from '@tanstack/react-query';
import { AGENCIES_CSV_FILENAME } from '@portal/shared';
import { adminAgenciesCsv } from '@portal/shared/routes/admin-agencies';
import { saveBlob } from '../../../components/admin/save-file';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';

/**
 * GET /v2/{product}/user/getCSV → listaAgenzie.csv. Fetched with the admin headers (and the
 * silent refresh), then saved from a Blob: a bare link could not authenticate.
 */
export function useDownloadAgenciesCsv() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: async () => {
      const res = await fetchApi(adminAgenciesCsv, { product: productSlug });
      saveBlob(await res.blob(), AGENCIES_CSV_FILENAME);
    },
    meta: { errorMessage: 'Download del CSV non riuscito' },
  });
}
