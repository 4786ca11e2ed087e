import { Button } from '../../../components/ui';
import { useDownloadAppointments } from '../api/download-appointments';
import { filterBody, progressText, type DeskFilters } from './desk-rules';
import styles from './desk.module.css';

/**
 * 'Scarica CSV' and 'Scarica Excel' of the filtered rows; while one downloads, how far it
 * got and a way to stop it.
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
  const running = csv.progress ? csv : xlsx.progress ? xlsx : null;
  const progress = running?.progress;
  const percent =
    progress && progress.rows !== null && total
      ? Math.min(99, Math.floor((progress.rows / Math.max(total, 1)) * 100))
      : undefined;
  return (
    <div className={styles.csv}>
      {running && progress ? (
        <>
          <div className={styles.csvProgress}>
            <progress
              max={100}
              value={percent}
              aria-label="Avanzamento del download"
              className={styles.progressBar}
            />
            <span aria-live="polite">{progressText(progress.rows, progress.bytes, total)}</span>
          </div>
          <Button variant="secondary" size="sm" onClick={running.cancel}>
            Interrompi
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="secondary"
            onClick={() => void csv.start(filterBody(filters))}
            disabled={total === 0}
          >
            Scarica CSV
          </Button>
          <Button
            variant="secondary"
            onClick={() => void xlsx.start(filterBody(filters))}
            disabled={total === 0}
          >
            Scarica Excel
          </Button>
        </>
      )}
    </div>
  );
}
