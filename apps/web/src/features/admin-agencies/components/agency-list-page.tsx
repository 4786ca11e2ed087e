import type { AgencyListFilter } from '@portal/shared';
import { ExportStatus } from '../../../components/admin/export-status';
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
      onClick={() => void download.start(filter)}
      disabled={disabled}
      aria-busy={download.running}
    >
      {LABELS[format]}
    </Button>
  );
}

/**
 * /admin/agenzie/list: the agencies, and the downloads of the rows the search and filters
 * show, saved by the browser as they arrive with the rows written shown (decision 060).
 */
export function AgencyListPage() {
  const csv = useDownloadAgencies('csv');
  const xlsx = useDownloadAgencies('xlsx');
  const busy = csv.running || xlsx.running;
  const shown = csv.startedAt >= xlsx.startedAt ? csv : xlsx;
  return (
    <AgencyTable
      label="Lista agenzie"
      toolbar={(filter) => (
        <>
          {shown.total !== null && (
            <ExportStatus
              total={shown.total}
              written={shown.written}
              finished={shown.finished}
              failed={shown.failed}
            />
          )}
          <DownloadButton format="csv" filter={filter} disabled={busy} download={csv} />
          <DownloadButton format="xlsx" filter={filter} disabled={busy} download={xlsx} />
        </>
      )}
    />
  );
}
