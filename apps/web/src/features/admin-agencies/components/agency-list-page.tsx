import type { AgencyListFilter } from '@portal/shared';
import { Button } from '../../../components/ui';
import { useDownloadAgencies, type AgencyExportFormat } from '../api/download-agencies';
import { AgencyTable } from './agency-table';

const LABELS: Record<AgencyExportFormat, string> = {
  csv: 'Scarica CSV',
  xlsx: 'Scarica Excel',
};

/** One export of the rows shown: 'Scarica CSV' (listaAgenzie.csv) or 'Scarica Excel' (.xlsx). */
function DownloadButton({
  format,
  filter,
  disabled,
  download,
}: {
  format: AgencyExportFormat;
  filter: AgencyListFilter;
  disabled: boolean;
  download: ReturnType<typeof useDownloadAgencies>;
}) {
  return (
    <Button
      variant="secondary"
      onClick={() => download.mutate(filter)}
      disabled={disabled}
      aria-busy={download.isPending}
    >
      {download.isPending ? 'Preparazione…' : LABELS[format]}
    </Button>
  );
}

/** /admin/agenzie/list: the agencies, and the downloads of the rows the search and filters show. */
export function AgencyListPage() {
  const csv = useDownloadAgencies('csv');
  const xlsx = useDownloadAgencies('xlsx');
  const busy = csv.isPending || xlsx.isPending;
  return (
    <AgencyTable
      label="Lista agenzie"
      toolbar={(filter) => (
        <>
          <DownloadButton format="csv" filter={filter} disabled={busy} download={csv} />
          <DownloadButton format="xlsx" filter={filter} disabled={busy} download={xlsx} />
        </>
      )}
    />
  );
}
