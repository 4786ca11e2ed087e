import { SubmitButton } from '../../../components/ui';
import styles from './registration-form.module.css';

/** 'Registrati' (busy while sending) and the note on the starred fields. */
export function SubmitRow({ isPending }: { isPending: boolean }) {
  return (
    <div className={styles.actions}>
      <SubmitButton pending={isPending} pendingLabel="Invio in corso…">
        Registrati
      </SubmitButton>
      <p className={styles.hint}>
        <span aria-hidden="true">*</span> Campi obbligatori
      </p>
    </div>
  );
}
