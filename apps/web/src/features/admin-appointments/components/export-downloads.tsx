import { ExportStatus } from '../../../components/admin/export-status';
import { Button } from '../../../components/ui';
import { useDownloadAppointments } from '../api/download-appointments';
import { filterBody, type DeskFilters } from './desk-rules';
import styles from './desk.module.css';

/**
 * 'Scarica CSV' and 'Scarica Excel' of the filtered rows: the browser saves the file as it
 * arrives, and the page shows the rows written of the total (decision 060).
 */
export function ExportDownloads({
  filters,
  total,
}: {
  filters: DeskFilters;
  total: number | null;
}) {
  const csv = useDownloadAppointments('csv');
  const xlsx = useDownloadAppointments('xlsx');
  const shown = csv.startedAt >= xlsx.startedAt ? csv : xlsx;
  const busy = csv.running || xlsx.running;
  return (
    <div className={styles.csv}>
      {shown.total !== null && (
        <ExportStatus
          total={shown.total}
          written={shown.written}
          finished={shown.finished}
          failed={shown.failed}
        />
      )}
      <Button
        variant="secondary"
        onClick={() => void csv.start(filterBody(filters))}
        disabled={total === 0 || busy}
        aria-busy={csv.running}
      >
        Scarica CSV
      </Button>
      <Button
        variant="secondary"
        onClick={() => void xlsx.start(filterBody(filters))}
        disabled={total === 0 || busy}
        aria-busy={xlsx.running}
      >
        Scarica Excel
      </Button>
    </div>
  );
}
