import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT_HTML_FILENAME } from '@portal/shared';
import { userExportDataHtml } from '@portal/shared/routes/reserved';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { saveBlob } from './save-blob';

/**
 * GET /{product}/user/user_exportDataHtml: the agency's data as a page to read, built by
 * the server (decision 097), saved by the browser as dati-agenzia.html.
 */
export async function downloadAgencyDataPage(productSlug: string): Promise<void> {
  const res = await fetchApi(userExportDataHtml, { product: productSlug });
  saveBlob(await res.blob(), DATA_EXPORT_HTML_FILENAME);
}

export function useDownloadAgencyDataPage() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: () => downloadAgencyDataPage(productSlug),
    meta: { successMessage: 'Download della pagina con i tuoi dati avviato' },
  });
}
