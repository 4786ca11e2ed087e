import { useId, useRef } from 'react';
import { Button } from '../../../components/ui';
import { notifyInfo, notifySuccess } from '../../../lib/toast';
import styles from './pages.module.css';

/** A read-only text with a copy button (clipboard API, else the old selection copy) and a toast. */
export function CopyField({ label, value, copied }: { label: string; value: string; copied: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(copied);
    } catch {
      input.current?.select();
      if (document.execCommand?.('copy')) notifySuccess(copied);
      else notifyInfo('Copia non riuscita: seleziona il testo e premi Ctrl+C.');
    }
  };
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} ref={input} className={styles.copyInput} value={value} readOnly onFocus={(e) => e.target.select()} />
        <Button onClick={() => void copy()}>Copia</Button>
      </div>
    </div>
  );
}
