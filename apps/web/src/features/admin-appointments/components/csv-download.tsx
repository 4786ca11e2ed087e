import { Button } from '../../../components/ui';
import { useDownloadAppointmentsCsv } from '../api/download-appointments-csv';
import { progressText, type DeskFilters } from './desk-rules';
import styles from './desk.module.css';

/** 'Scarica CSV' of the filtered rows, with how far the download got and a way to stop it. */
export function CsvDownload({ filters, total }: { filters: DeskFilters; total: number | null }) {
  const csv = useDownloadAppointmentsCsv();
  const percent =
    csv.progress && total
      ? Math.min(99, Math.floor((csv.progress.rows / Math.max(total, 1)) * 100))
      : undefined;
  return (
    <div className={styles.csv}>
      {csv.progress ? (
        <>
          <div className={styles.csvProgress}>
            <progress
              max={100}
              value={percent}
              aria-label="Avanzamento del download"
              className={styles.progressBar}
            />
            <span aria-live="polite">
              {progressText(csv.progress.rows, csv.progress.bytes, total)}
            </span>
          </div>
          <Button variant="secondary" size="sm" onClick={csv.cancel}>
            Interrompi
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void csv.start(filters)} disabled={total === 0}>
          Scarica CSV
        </Button>
      )}
    </div>
  );
}
