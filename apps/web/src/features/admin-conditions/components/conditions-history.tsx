import { useState } from 'react';
import type { MortgageConditionsEntry } from '@portal/shared';
import { formatDate, formatDateTime } from '@portal/shared/domain/format';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Badge } from '../../../components/admin/state-badge';
import { Button } from '../../../components/ui';
import { useDeleteConditions } from '../api/delete-conditions';
import { tanRange } from '../model/conditions-form';
import styles from './conditions.module.css';

const STATUS = {
  in_vigore: { tone: 'ok', label: 'In vigore' },
  programmata: { tone: 'info', label: 'Programmata' },
  superata: { tone: 'off', label: 'Superata' },
} as const;

/** "21/11/2026" for a calendar day (YYYY-MM-DD). */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

/** Every change, newest day first; a scheduled one can be withdrawn after a confirmation. */
export function ConditionsHistory({ entries }: { entries: readonly MortgageConditionsEntry[] }) {
  const remove = useDeleteConditions();
  const [asking, setAsking] = useState<MortgageConditionsEntry | null>(null);
  if (entries.length === 0)
    return (
      <p className={styles.hint}>
        Nessuna modifica salvata: valgono i parametri iniziali del portale.
      </p>
    );
  return (
    <>
      <ul className={styles.history}>
        {entries.map((e) => (
          <li key={e.id} className={styles.entry}>
            <div className={styles.entryHead}>
              <strong>Dal {dayLabel(e.effectiveFrom)}</strong>
              <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
            </div>
            <p className={styles.entryText}>
              TAN {tanRange(e.values)} · istruttoria{' '}
              {String(e.values.istruttoriaBps / 100).replace('.', ',')} % · LTV{' '}
              {e.values.ltvPercent} % · quota {e.values.quotaPercent} %
            </p>
            <p className={styles.hint}>
              Salvata il {formatDateTime(e.createdAt)}
              {e.admin ? ` da ${e.admin}` : ''}
            </p>
            {e.status === 'programmata' ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setAsking(e)}
                aria-label={`Elimina la modifica del ${dayLabel(e.effectiveFrom)}`}
              >
                Elimina
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title="Eliminare la modifica programmata?"
        danger
        isPending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking.id, { onSettled: () => setAsking(null) })}
      >
        {asking ? (
          <p>
            Le condizioni che dovevano entrare in vigore il {dayLabel(asking.effectiveFrom)} non
            saranno applicate.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
