import type { AuditEntry } from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import { InlineError } from '../layout/inline-error';
import { Loading } from '../ui';
import styles from './admin.module.css';

const ACTIONS: Record<AuditEntry['action'], string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Cancellazione',
};

/** A recorded value as the admin reads it: 'Sì'/'No', '—' for empty. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditTrailProps {
  entries: readonly AuditEntry[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Italian names of the record's fields ('regioneSociale' → 'Ragione sociale'). */
  fieldLabels: Readonly<Record<string, string>>;
}

/**
 * Who changed what and when on a record (decisions.md): admin (or the agency, on its own
 * profile), time, field, old → new.
 */
export function AuditTrail({ entries, isPending, error, onRetry, fieldLabels }: AuditTrailProps) {
  if (isPending) return <Loading label="Caricamento dello storico…" />;
  if (error)
    return (
      <InlineError error={error} onRetry={onRetry} fallback="Impossibile caricare lo storico." />
    );
  if (!entries || entries.length === 0)
    return <p className={styles.muted}>Nessuna modifica registrata.</p>;
  return (
    <ol className={styles.trail}>
      {entries.map((entry) => (
        <li key={entry._id} className={styles.trailItem}>
          <p className={styles.trailHead}>
            <strong>{ACTIONS[entry.action]}</strong>
            <span>
              {formatDateTime(entry.created_at)} ·{' '}
              {entry.agenzia
                ? `${entry.agenzia.nome} (l’agenzia stessa)`
                : entry.admin
                  ? `${entry.admin.name} ${entry.admin.surname}`.trim() || entry.admin.email
                  : 'Amministratore rimosso'}
            </span>
          </p>
          {entry.changes.length > 0 ? (
            <ul className={styles.changes}>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  <span className={styles.changeField}>
                    {fieldLabels[change.field] ?? change.field}
                  </span>{' '}
                  {entry.action === 'create' ? (
                    <span>{auditValue(change.new)}</span>
                  ) : (
                    <>
                      <del>{auditValue(change.old)}</del>
                      <span aria-hidden="true"> → </span>
                      <span className="visually-hidden"> diventa </span>
                      <ins>{auditValue(change.new)}</ins>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
