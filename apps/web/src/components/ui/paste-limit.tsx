import { useState } from 'react';
import type { ClipboardEvent, ReactNode } from 'react';
import { formatNumber } from '@portal/shared/domain/format';
import styles from './form-field.module.css';

/** What a field says when the browser cut a paste at its limit (QUALITY R5). */
export const pastedTooLongMessage = (max: number) =>
  `Il testo incollato superava i ${formatNumber(max)} caratteri ed è stato tagliato: controlla la fine.`;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface PasteLimit {
  /** For the control's `onPaste`. */
  onPaste: (event: ClipboardEvent<TextControl>) => void;
  /** For the control's change: an edit that leaves room under the limit drops the notice. */
  onEdit: (text: string) => void;
  /** The control's `aria-describedby`: its error and the notice, when there are. */
  describedBy: (error: string | undefined) => string | undefined;
  /** The notice's live region, to place right under the control (nothing without a limit). */
  notice: ReactNode;
}

/**
 * A text control with `maxLength` keeps only what fits of a paste, without a word: this
 * says so on the field, in a polite live region the control is described by, until an edit
 * leaves the text under the limit. Every limited text field and text area uses it.
 */
export function usePasteLimit(
  maxLength: number | undefined,
  ids: { inputId: string; errorId?: string },
): PasteLimit {
  const [cut, setCut] = useState(false);
  const noticeId = `${ids.inputId}-notice`;
  const shown = cut && maxLength !== undefined;
  return {
    onPaste(event) {
      if (maxLength === undefined) return;
      const control = event.currentTarget;
      const raw = event.clipboardData.getData('text');
      // What the control will hold of it: a text area one line break per line, a text
      // input none (the browser drops them).
      const pasted =
        control instanceof HTMLTextAreaElement
          ? raw.replace(/\r\n?/g, '\n')
          : raw.replace(/[\r\n]/g, '');
      const end = control.selectionEnd ?? control.value.length;
      const start = control.selectionStart ?? end;
      setCut(control.value.length - (end - start) + pasted.length > maxLength);
    },
    onEdit(text) {
      if (cut && maxLength !== undefined && text.length < maxLength) setCut(false);
    },
    describedBy: (error) =>
      [error ? (ids.errorId ?? '') : '', shown ? noticeId : ''].filter(Boolean).join(' ') ||
      undefined,
    notice:
      maxLength === undefined ? null : (
        <p id={noticeId} className={styles.notice} role="status">
          {shown ? pastedTooLongMessage(maxLength) : null}
        </p>
      ),
  };
}
