import { useId, useRef, type FocusEvent } from 'react';
import { Button } from './button';
import { copyToClipboard } from './copy-to-clipboard';
import styles from './copy-field.module.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The toast after a copy ('Link copiato negli appunti'). */
  copied: string;
  /** The button's text; 'Copia' unless the page names what it copies. */
  buttonLabel?: string;
  /** A three-line text area (a code snippet) with the button below, instead of one line. */
  multiline?: boolean;
}

const selectAll = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
  event.target.select();

/** A read-only text with a copy button (clipboard API, else the old selection copy) and a toast. */
export function CopyField({
  label,
  value,
  copied,
  buttonLabel = 'Copia',
  multiline = false,
}: CopyFieldProps) {
  const id = useId();
  const box = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const copy = () => copyToClipboard(value, copied, () => box.current?.select());
  const field = { id, ref: box, className: styles.box, value, readOnly: true, onFocus: selectAll };
  const button = <Button onClick={() => void copy()}>{buttonLabel}</Button>;
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <>
          <textarea {...field} rows={3} spellCheck={false} />
          <div>{button}</div>
        </>
      ) : (
        <div className={styles.row}>
          <input {...field} />
          {button}
        </div>
      )}
    </div>
  );
}
