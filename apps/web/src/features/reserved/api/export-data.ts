import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT_FILENAME } from '@portal/shared';
import { userExportData } from '@portal/shared/routes/reserved';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { saveBlob } from './save-blob';

/**
 * GET /{product}/user/user_exportData: the agency's data, checked against the contract,
 * saved by the browser as dati-agenzia.json.
 */
export async function downloadAgencyData(productSlug: string): Promise<void> {
  const data = await callApi(userExportData, { product: productSlug });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, DATA_EXPORT_FILENAME);
}

export function useDownloadAgencyData() {
  const { productSlug } = usePublicConfig();
  return useMutation({
    mutationFn: () => downloadAgencyData(productSlug),
    meta: { successMessage: 'Download dei tuoi dati avviato' },
  });
}
