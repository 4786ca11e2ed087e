import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Modal } from '../ui';
import styles from './admin.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** Red 'Sì' for an action that cannot be undone. */
  danger?: boolean;
}

/** The yes/no question every destructive admin action asks first (spec section 6). */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  isPending = false,
  danger = false,
}: ConfirmDialogProps) {
  // A double click answers once: the second click can land before 'Sì' is disabled.
  const answered = useRef(false);
  useEffect(() => {
    if (!isPending) answered.current = false;
  }, [open, isPending]);
  const confirm = () => {
    if (answered.current) return;
    answered.current = true;
    onConfirm();
  };
  return (
    <Modal
      value={open}
      onChange={(value) => {
        if (!value && !isPending) onCancel();
      }}
      title={title}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            No
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={isPending}
            aria-busy={isPending}
          >
            {isPending ? 'Attendere…' : 'Sì'}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogText}>{children}</div>
    </Modal>
  );
}
