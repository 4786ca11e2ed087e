import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export interface ModalProps {
  /** The modal is shown only while this is true. */
  value: boolean;
  /** Called with false when the user closes it (backdrop click, Escape, close button). */
  onChange: (value: boolean) => void;
  title: string;
  children: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden,
  );
}

/** How long after a modal closes the rest of a double click is still expected. */
const DOUBLE_CLICK_TAIL_MS = 700;

/**
 * The second click of a double click that closed a modal lands on whatever the modal
 * covered (a 'Sì' double-clicked over a table toggled the row beneath it). For a moment
 * after the modal closes, a click that is the second of a double click (`detail` 2 or more)
 * is dropped before the page sees it.
 */
function dropDoubleClickTail(doc: Document) {
  const drop = (event: MouseEvent) => {
    if (event.detail < 2) return;
    event.preventDefault();
    event.stopPropagation();
  };
  doc.addEventListener('click', drop, true);
  doc.addEventListener('dblclick', drop, true);
  setTimeout(() => {
    doc.removeEventListener('click', drop, true);
    doc.removeEventListener('dblclick', drop, true);
  }, DOUBLE_CLICK_TAIL_MS);
}

/**
 * Modal dialog, rendered in `document.body`. Focus moves into it when it opens, Tab and
 * Shift+Tab stay inside it, and focus returns to the element that had it when it closes.
 * A click on the backdrop or Escape closes it; the rest of a double click that closed it
 * does not reach the page.
 */
export function Modal({ value, onChange, title, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Pressed on the backdrop itself: a drag that starts in the dialog must not close it.
  const pressedBackdrop = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!value) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusables(dialog)[0] ?? dialog).focus();
    const keepFocusInside = (event: FocusEvent) => {
      // A dialog opened above this one (a question before leaving) keeps its own focus.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[aria-modal="true"]') && !dialog?.contains(target)) return;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        (focusables(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      previous?.focus();
      dropDoubleClickTail(document);
    };
  }, [value]);

  if (!value) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onChangeRef.current(false);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A click on the backdrop closes, for a pointer; keyboards close with Escape (onKeyDown).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onChange(false);
        pressedBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Chiudi"
            onClick={() => onChange(false)}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
