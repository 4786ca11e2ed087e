import { useState } from 'react';
import {
  LEAD_STEP_LABELS,
  formatDay,
  type LeadMilestone,
  type LeadMilestones,
  type LeadStep,
} from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import { getErrorMessage } from '../../lib/api-error';
import { Button, DateInput } from '../ui';
import styles from './lead-steps.module.css';

export interface StepSave {
  step: LeadStep;
  data: string | null;
  version: number;
}

/** A calendar day as the date field holds it (its day at 08:00 local) and back. */
const dayToValue = (day: string | null) => {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 8).toISOString();
};
const valueToDay = (value: string) => {
  if (!value) return null;
  const at = new Date(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
};

function lastSave(t: LeadMilestone) {
  if (!t.aggiornatoIl) return null;
  const who = t.aggiornatoDa ?? 'utente non più presente';
  const what = t.data ? 'Registrato' : 'Tolto';
  return `${what} da ${who} il ${formatDateTime(t.aggiornatoIl)}`;
}

function StepRow({
  item,
  editable,
  onSave,
}: {
  item: LeadMilestone;
  editable: boolean;
  onSave: (save: StepSave) => Promise<unknown>;
}) {
  const label = LEAD_STEP_LABELS[item.step];
  const [value, setValue] = useState(() => dayToValue(item.data));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(item.data);
  if (shown !== item.data) {
    setShown(item.data);
    setValue(dayToValue(item.data));
  }
  const send = async (data: string | null) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onSave({ step: item.step, data, version: item.version });
    } catch (e) {
      setError(getErrorMessage(e, 'Passo non salvato: riprova.'));
    } finally {
      setPending(false);
    }
  };
  const day = valueToDay(value);
  const saved = lastSave(item);
  return (
    <li className={styles.step} data-set={item.data !== null}>
      <div className={styles.head}>
        <h3 className={styles.label}>{label}</h3>
        <span className={styles.day}>{item.data ? formatDay(item.data) : 'Non registrato'}</span>
      </div>
      {saved ? <p className={styles.meta}>{saved}</p> : null}
      {editable ? (
        <div className={styles.edit}>
          <DateInput
            label={`Data: ${label}`}
            name={`tappa-${item.step}`}
            value={value}
            onChange={setValue}
          />
          <div className={styles.actions}>
            <Button
              size="sm"
              disabled={pending || !day || day === item.data}
              onClick={() => void send(day)}
              aria-label={`Salva: ${label}`}
            >
              Salva
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending || item.data === null}
              onClick={() => void send(null)}
              aria-label={`Togli: ${label}`}
            >
              Togli
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * «Avanzamento della pratica»: the six steps of a lead in order, each with its day, who
 * saved it last and when; where the caller may change them, a date field with Salva and
 * Togli (decision 100). The caller's `onSave` sends the step's version as read.
 */
export function LeadStepsEditor({
  steps,
  onSave,
}: {
  steps: LeadMilestones;
  onSave: (save: StepSave) => Promise<unknown>;
}) {
  return (
    <div>
      {steps.motivo ? (
        <p className={styles.note} role="note">
          {steps.motivo}
        </p>
      ) : null}
      <ol className={styles.steps} aria-label="Passi della pratica">
        {steps.tappe.map((item) => (
          <StepRow key={item.step} item={item} editable={steps.modificabile} onSave={onSave} />
        ))}
      </ol>
    </div>
  );
}
