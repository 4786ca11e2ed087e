import { useRef } from 'react';
import { copyToClipboard } from './copy-to-clipboard';
import styles from './copy-text.module.css';

export interface CopyTextProps {
  /** The short text shown and copied (an id, a code). */
  value: string;
  /** The button's accessible name ('Copia il tuo ID'). */
  buttonLabel: string;
  /** The toast after a copy ('ID copiato negli appunti'). */
  copied: string;
}

/** A short text in monospace with a small copy button beside it, on a light or dark ground. */
export function CopyText({ value, buttonLabel, copied }: CopyTextProps) {
  const code = useRef<HTMLElement>(null);
  const select = () => {
    const node = code.current;
    if (!node) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };
  return (
    <span className={styles.wrap}>
      <code ref={code} className={styles.code}>
        {value}
      </code>
      <button
        type="button"
        className={styles.button}
        aria-label={buttonLabel}
        title={buttonLabel}
        onClick={() => void copyToClipboard(value, copied, select)}
      >
        Copia
      </button>
    </span>
  );
}
