import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
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

/** The × of the header: it takes focus when the dialog opens, before react-aria's own. */
function CloseButton({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Runs before the dialog's own effect (children first), which then leaves focus here.
  useEffect(() => ref.current?.focus(), []);
  return (
    <button ref={ref} type="button" className={styles.close} aria-label="Chiudi" onClick={onClose}>
      ×
    </button>
  );
}

/**
 * Modal dialog on react-aria-components (`ModalOverlay`, `Modal`, `Dialog`), rendered in
 * `document.body`. Focus moves to its close button when it opens, Tab and Shift+Tab stay
 * inside it, the page beneath is hidden from assistive technology, and focus returns to
 * the element that had it when it closes. A click on the backdrop or Escape closes it;
 * the rest of a double click that closed it does not reach the page.
 */
export function Modal({ value, onChange, title, children, footer }: ModalProps) {
  useEffect(() => {
    if (!value) return;
    return () => dropDoubleClickTail(document);
  }, [value]);

  return (
    <ModalOverlay
      isOpen={value}
      onOpenChange={(open) => {
        if (!open) onChange(false);
      }}
      isDismissable
      // A click on a toast (shown above the modal) is not a click on the backdrop.
      shouldCloseOnInteractOutside={(element) => !element.closest('[data-react-aria-top-layer]')}
      className={styles.backdrop}
      data-testid="modal-backdrop"
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <CloseButton onClose={() => onChange(false)} />
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
