import { useId, useRef } from 'react';
import { Button } from '../../../components/ui';
import { notifyInfo, notifySuccess } from '../../../lib/toast';
import styles from './display-rata.module.css';

/** A read-only text with a copy button (clipboard API, else the old selection copy) and a toast. */
export function CopyField({ label, value, copied, multiline = false }: { label: string; value: string; copied: string; multiline?: boolean }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(copied);
    } catch {
      box.current?.select();
      if (document.execCommand?.('copy')) notifySuccess(copied);
      else notifyInfo('Copia non riuscita: seleziona il testo e premi Ctrl+C.');
    }
  };
  const common = { id, ref: box, className: styles.code, value, readOnly: true, onFocus: (e: { target: { select(): void } }) => e.target.select() };
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={3} spellCheck={false} /> : <input {...common} />}
      <div>
        <Button onClick={() => void copy()}>Copia il codice</Button>
      </div>
    </div>
  );
}
