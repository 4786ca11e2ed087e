import { formatNumber } from '@portal/shared/domain/format';
import styles from './admin.module.css';

/** The line an export shows while it runs, and once it is over. */
export function exportStatusText(
  total: number,
  written: number,
  finished: boolean,
  failed: boolean,
): string {
  if (failed) return 'Esportazione non riuscita: il download non è partito. Riprova.';
  const righe = total === 1 ? 'riga' : 'righe';
  if (finished) return `Esportazione completata: ${formatNumber(total)} ${righe}`;
  return `Esportazione di ${formatNumber(total)} ${righe}: ${formatNumber(Math.min(written, total))} di ${formatNumber(total)}…`;
}

/** How far an export got, read aloud by screen readers as it changes. */
export function ExportStatus({
  total,
  written,
  finished,
  failed,
}: {
  total: number;
  written: number;
  finished: boolean;
  failed: boolean;
}) {
  const value = finished ? total : Math.min(written, total);
  return (
    <div className={styles.exportStatus}>
      {!failed && (
        <progress
          max={Math.max(total, 1)}
          value={value}
          aria-label="Avanzamento dell’esportazione"
          className={styles.exportBar}
        />
      )}
      <span role="status" aria-live="polite">
        {exportStatusText(total, written, finished, failed)}
      </span>
    </div>
  );
}
