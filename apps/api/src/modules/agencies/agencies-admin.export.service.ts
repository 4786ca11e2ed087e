import type { Readable } from 'node:stream';
import type { AgencyExportQuery } from '@portal/shared';
import type { ServiceDeps } from '../../lib/service-deps';
import { agenciesCsvStream } from './agencies-admin.csv';
import { agencyListFilterOf } from './agencies-admin.export';
import { listAgencyPage } from './agencies-admin.list.service';
import { agenciesXlsxStream } from './agencies-admin.xlsx';

/**
 * The agency list's exports for another module (an export link, decision 060): how many
 * agencies the list shows for the query, and the same streams getCSV and getXLSX send.
 */
export async function countAgencyExport(
  deps: Pick<ServiceDeps, 'db'>,
  query: AgencyExportQuery,
): Promise<number> {
  return (await listAgencyPage(deps, query)).total;
}

/** listaAgenzie.csv or .xlsx of the query; `onRows` hears the workbook's rows so far. */
export function agencyExportStream(
  deps: Pick<ServiceDeps, 'db'>,
  query: AgencyExportQuery,
  format: 'csv' | 'xlsx',
  onRows?: (rows: number) => void,
): Readable {
  const filter = agencyListFilterOf(query);
  return format === 'xlsx'
    ? agenciesXlsxStream(deps.db, filter, onRows)
    : agenciesCsvStream(deps.db, filter);
}
