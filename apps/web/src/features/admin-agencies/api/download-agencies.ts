import { useMutation } from '@tanstack/react-query';
import {
  AGENCIES_CSV_FILENAME,
  AGENCIES_XLSX_FILENAME,
  type AgencyListFilter,
} from '@portal/shared';
import { adminAgenciesCsv, adminAgenciesXlsx } from '@portal/shared/routes/admin-agencies';
import { saveBlob } from '../../../components/admin/save-file';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { exportQuery } from '../components/agency-list-rules';

export type AgencyExportFormat = 'csv' | 'xlsx';

const EXPORTS = {
  csv: { contract: adminAgenciesCsv, fileName: AGENCIES_CSV_FILENAME, label: 'del CSV' },
  xlsx: { contract: adminAgenciesXlsx, fileName: AGENCIES_XLSX_FILENAME, label: 'del file Excel' },
} as const;

/**
 * GET /v2/{product}/user/getCSV → listaAgenzie.csv, or getXLSX → listaAgenzie.xlsx: the
 * agencies the list shows for its search and filters. Fetched with the admin headers (and
 * the silent refresh), then saved from a Blob: a bare link could not authenticate.
 */
export function useDownloadAgencies(format: AgencyExportFormat) {
  const { productSlug } = usePublicConfig();
  const { contract, fileName, label } = EXPORTS[format];
  return useMutation({
    mutationFn: async (filter: AgencyListFilter) => {
      const res = await fetchApi(contract, { product: productSlug, query: exportQuery(filter) });
      saveBlob(await res.blob(), fileName);
    },
    meta: { errorMessage: `Download ${label} non riuscito` },
  });
}
